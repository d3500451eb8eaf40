import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { at, hydrated } from "./helpers";

const pages = [
  ["oldebroek", "/nl"],
  ["roermond", "/en"],
  [null, "/nl/switch"],
  [null, "/en/does-not-exist"],
  ["demo", "/nl/support"],
] as const;

for (const [host, path] of pages) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`no axe violations on ${host ?? "localhost"}${path} (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(at(host, path));
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

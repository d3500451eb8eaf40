import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Every item of the main navigation a role sees leads to a working screen: no 404s, no 403s, no error pages.
const ROLES = [
  "admin",
  "center-superuser",
  "content-manager",
  "page-manager",
  "organization-superuser",
  "mentor",
  "student",
  "volunteer",
];

for (const role of ROLES) {
  test(`every navigation item a ${role} sees opens a working screen`, async ({ page, context }) => {
    await signInAs(context, role);
    await page.goto(at(null, "/nl/dashboard"));
    await hydrated(page);
    const links = page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link");
    const paths = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const response = await page.goto(at(null, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });
}

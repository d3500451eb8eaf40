import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const pages = [
  ["oldebroek", "/nl"],
  ["roermond", "/en"],
  [null, "/nl/switch"],
  [null, "/en/does-not-exist"],
  ["demo", "/nl/support"],
  ["oldebroek", "/nl/volunteerly/changelog"],
  ["oldebroek", "/en/auth/login-1"],
  ["oldebroek", "/nl/signup"],
  ["oldebroek", "/nl/auth/recover"],
  ["oldebroek", "/nl/organizations/signup"],
  ["meedoen", "/nl/activiteitenkalender"],
  ["oldebroek", "/nl/partners"],
  ["roermond", "/en/partners"],
  // The demo site's content pages: between them every block type.
  ["oldebroek", "/nl/over-ons"],
  ["oldebroek", "/nl/vrijwilligerswerk"],
  ["oldebroek", "/nl/contact"],
  ["oldebroek", "/nl/privacy"],
  ["oldebroek", "/nl/toegankelijkheid"],
  ["roermond", "/en/privacy-en-je-gegevens"],
  ["oldebroek", "/nl/nieuws"],
  ["oldebroek", "/nl/nieuws/anna-taalmaatje"],
  ["roermond", "/en/vrijwilligerswerk"],
  ["meedoen", "/nl"],
] as const;

for (const [host, path] of pages) {
  test(`no axe violations on ${host ?? "localhost"}${path} (light and dark)`, async ({ page }) => {
    await page.goto(at(host, path));
    await hydrated(page);
    expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  });
}

test("the changelog shows the releases of CHANGELOG.md in the page's language", async ({ page }) => {
  // The newest release's first English line, whichever release that is.
  const newest = /### en\s+- ([^\n]{1,50})/.exec(readFileSync("CHANGELOG.md", "utf8"))?.[1] ?? "";
  expect(newest).not.toBe("");
  await page.goto(at("oldebroek", "/en/volunteerly/changelog"));
  await expect(page.getByTestId("changelog-release").first()).toContainText(newest.replaceAll("`", ""));
  await page.goto(at("oldebroek", "/nl/volunteerly/changelog"));
  await expect(page.getByTestId("changelog-release").last()).toContainText("Eerste versie");
});

test("the support page gives the centre's contact details from its profile", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl/support"));
  const contact = page.getByTestId("support-contact");
  await expect(contact.getByRole("link", { name: "info@vrijwilligerswerkoldebroek.nl" })).toHaveAttribute(
    "href",
    "mailto:info@vrijwilligerswerkoldebroek.nl",
  );
  await expect(contact.getByRole("link", { name: "0525 - 63 12 34" })).toHaveAttribute("href", "tel:0525631234");
  await expect(contact).toContainText("Dorpsstraat 12");
});

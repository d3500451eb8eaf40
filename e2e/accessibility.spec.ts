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

// The changelog's releases and the support page's contact details: app/routes/server-rendered.test.ts.

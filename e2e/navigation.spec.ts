import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Every item of the centre's main menu (submenus included) and of the role's own menu leads to a working screen: no
// 404s, no 403s, no error pages.
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
    const own = page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link");
    await expect(own.first()).toBeVisible();
    const links = page.locator('header nav[aria-label="Hoofdmenu"] a, header nav[aria-label="Jouw menu"] a');
    const paths = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? "")))];
    for (const path of paths) {
      const response = await page.goto(at(null, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });
}

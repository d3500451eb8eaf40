import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// The settings and content screens in dark mode, as an admin sees them (light mode: their own specs).
test.use({ colorScheme: "dark" });

for (const path of [
  "/nl/instellingen/organisatie",
  "/en/instellingen/contact-person",
  "/nl/content/file-upload",
  "/nl/content/menu-items",
  "/en/content/menu-items?menu=footer",
  "/en/content/partners",
  "/en/content/stock-images",
  "/nl/notification_templates",
  "/en/notification_templates/application_new/edit",
]) {
  test(`${path} has no accessibility violations in dark mode`, async ({ page, context }) => {
    await signInAs(context, "admin");
    await page.goto(at(null, path));
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

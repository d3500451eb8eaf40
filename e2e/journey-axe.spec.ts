import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// Issue 19: the pages of the volunteer's journey pass axe with WCAG 2.2 AA and best practices, on a phone, light and dark.
const PAGES = [
  "/nl",
  "/nl/vacancies/search",
  "/nl/activiteitenkalender",
  "/nl/activiteitenkalender?view=week",
  "/nl/activiteitenkalender?view=list",
  "/nl/signup",
  "/nl/sociale-kaart",
  "/nl/workshops",
];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the journey's pages pass axe's WCAG 2.2 AA and best practices at 390 px (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at("oldebroek", "/nl/vacancies/search"));
    const vacancy = await page.getByTestId("search-result-title").first().getAttribute("href");
    for (const path of [...PAGES, vacancy as string]) {
      await page.goto(at("oldebroek", path));
      await hydrated(page);
      expect(await axeViolations(page, { bestPractice: true }), path).toEqual([]);
    }
  });
}

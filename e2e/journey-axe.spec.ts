import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
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

/** The path of the bank's first vacancy. */
async function firstVacancy(page: Page) {
  await page.goto(at("oldebroek", "/nl/vacancies/search"));
  return (await page.getByTestId("search-result-title").first().getAttribute("href")) as string;
}

// Two halves, so that the two workers share them.
for (const [half, paths] of [
  ["first", PAGES.slice(0, 4)],
  ["second", [...PAGES.slice(4), "vacancy"]],
] as const) {
  test(`the journey's pages pass axe's WCAG 2.2 AA and best practices at 390 px, light and dark (${half} half)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(at("oldebroek", path === "vacancy" ? await firstVacancy(page) : path));
      await hydrated(page);
      expect(await axeInBothModes(page, { bestPractice: true }), path).toEqual(NO_VIOLATIONS);
    }
  });
}

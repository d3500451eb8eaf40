import { expect, type Locator, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// Issue 41, item 6: a right-to-left language mirrors the layout. ar-xb is the test language (locales/README.md),
// served because playwright.config.ts sets PSEUDO_LOCALE.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box, "a box on the page").not.toBeNull();
  return (box?.x ?? 0) + (box?.width ?? 0) / 2;
};

async function mirrored(page: Page) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar-xb");
  // Nothing sticks out sideways: a physical margin or position would push it past the left edge.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The header starts on the right: the menu button there, the toolbar at the other end.
  const menu = page.locator("header").getByRole("button").first();
  expect(await centreOf(menu)).toBeGreaterThan(PHONE.width * 0.75);
  expect(await centreOf(page.getByRole("toolbar"))).toBeLessThan(PHONE.width / 2);
}

test("home, the vacancy bank and a vacancy read from right to left on a phone, with axe at zero", async ({ page }) => {
  await page.goto(at("oldebroek", "/ar-xb"));
  await hydrated(page);
  await mirrored(page);
  // Texts come from the test language: bracketed, so a text the translator never saw would stand out.
  await expect(page.getByRole("link", { name: /^\[.*\]$/ }).first()).toBeVisible();
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);

  await page.goto(at("oldebroek", "/ar-xb/vacancies/search"));
  await hydrated(page);
  await mirrored(page);
  const filters = page.getByTestId("filters-open");
  // The filter button's icon leads on the right, and the open panel's first field starts there too.
  expect(await centreOf(filters.locator("svg").first())).toBeGreaterThan(PHONE.width / 2);
  await filters.click();
  const panel = page.getByTestId("filter-panel");
  await expect(panel).toBeVisible();
  const legend = panel.locator("legend, label").first();
  const legendBox = await legend.boundingBox();
  const panelBox = await panel.boundingBox();
  expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0) - ((legendBox?.x ?? 0) + (legendBox?.width ?? 0))).toBeLessThan(24);
  await filters.click();
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);

  const first = page.getByTestId("search-result-title").first();
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/ar-xb\/vacancies\/\d+/);
  await page.goto(at("oldebroek", href ?? ""));
  await hydrated(page);
  await mirrored(page);
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
});

test("the phone menu opens on the right in a right-to-left language", async ({ page }) => {
  await page.goto(at("oldebroek", "/ar-xb/vacancies/search"));
  await hydrated(page);
  await page.locator("header").getByRole("button").first().click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(PHONE.width - 2);
  expect(box?.x ?? 0).toBeGreaterThan(0);
});

test("a page that runs the app hydrates in the test language with the server's texts", async ({ page }) => {
  // The contact form runs the app for a visitor too: the browser loads the English texts and makes them strange itself.
  await page.goto(at("oldebroek", "/ar-xb/contactformulier"));
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await mirrored(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[.*\]$/);
});

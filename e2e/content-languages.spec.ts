import { expect } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at } from "./helpers";
import { test } from "./test";

// Decision 28: on /en the public tenant's English content, and its Dutch-only pages marked as Dutch.

test("/en shows the centre's English home page, menu and footer, and passes axe", async ({ page }) => {
  await page.goto(at(null, "/en"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volunteering in Nijmegen");
  await expect(page.getByRole("heading", { name: "What would you like to help with?" })).toBeVisible();
  await expect(page.getByText("Something with animals or nature")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Opening hours" })).toBeVisible();
  await expect(page.getByTestId("only-in-dutch")).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  expect(await axeInBothModes(page, { bestPractice: true })).toEqual(NO_VIOLATIONS);
});

test("a page only in Dutch on /en is marked lang=nl, says so, and passes axe", async ({ page }) => {
  await page.goto(at(null, "/en/privacy"));
  await expect(page.getByTestId("only-in-dutch")).toHaveText("This text is only available in Dutch.");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Privacyverklaring");
  await expect(page.locator('[lang="nl"]').filter({ has: heading })).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nl\/privacy$/);
  expect(await axeInBothModes(page, { bestPractice: true })).toEqual(NO_VIOLATIONS);
});

import { expect, type Locator } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The seeded demo bank looks like a real site: its cards have pictures and its organizations logos, all our own.

/** The image has loaded and has pixels: served by us, not a broken link. */
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

test("a seeded card shows its picture, and the organization's page its logo", async ({ page }) => {
  test.slow();
  await page.goto(at(null, "/nl/vacancies/search"));
  await hydrated(page);
  // A seeded vacancy (other specs add ones without a picture), not the school's (settings-organization takes its logo away).
  const cards = page.getByTestId("search-results").locator(":scope > li");
  const card = cards
    .filter({ has: page.getByTestId("search-result-image") })
    .filter({ hasNotText: /school/i })
    .first();
  const picture = card.getByTestId("search-result-image");
  await expect(picture).toHaveAttribute("src", /^\/uploads\/public\/stock\/[a-z-]+-480\.webp$/);
  await picture.scrollIntoViewIfNeeded();
  await loaded(picture);
  // Not one picture for every card.
  const sources = await page.getByTestId("search-result-image").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(new Set(sources).size).toBeGreaterThan(3);

  // The vacancy's page shows its organization's logo beside the name; the organization's own page shows it large.
  await card.getByTestId("search-result-title").click();
  await hydrated(page);
  const logo = page.getByTestId("organization-logo");
  await expect(logo).toHaveAttribute("src", /^\/uploads\/public\/\d{4}\/[0-9a-f]{32}\.webp$/);
  await loaded(logo);
  const src = await logo.getAttribute("src");
  const organization = page.locator('#main header a[href*="/organizations/"]');
  const name = (await organization.textContent()) ?? "";
  await organization.click();
  await hydrated(page);
  const ownLogo = page.getByRole("img", { name: `Logo van ${name}` });
  await expect(ownLogo).toHaveAttribute("src", src ?? "");
  await loaded(ownLogo);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page)).toEqual([]);
  }
});

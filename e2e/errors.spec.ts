import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("an unmatched route is a 404 with the illustration, and 'Back to home' clears the error", async ({ page }) => {
  const response = await page.goto(at(null, "/en/does/not/exist"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("main svg").first()).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(at(null, "/en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volunteering in Nijmegen");
});

test("a page that is not there is titled so, speaks plainly, and offers a search of the bank, home and the bank", async ({
  page,
}) => {
  // A vacancy that does not exist: the vacancy page's route, its loader's 404.
  const response = await page.goto(at(null, "/nl/vacancies/999999"));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Pagina niet gevonden - /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  await expect(page.locator("main")).not.toContainText("systeembeheerder");
  await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveAttribute("href", "/nl");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Vacaturebank" })).toHaveAttribute("href", "/nl/vacancies/search");
  await page.getByRole("searchbox", { name: "Zoek vrijwilligerswerk" }).fill("voedselbank");
  await main.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(at(null, "/nl/vacancies/search?q=voedselbank"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacaturebank");
  // After the app has started too, and in English.
  await page.goto(at(null, "/en/does/not/exist"));
  await hydrated(page);
  await expect(page).toHaveTitle(/^Page not found - /);
  await expect(page.getByRole("main").getByRole("link", { name: "Vacancy bank" })).toBeVisible();
});

test("the error view clears itself after a navigation", async ({ page, context }) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/test/server-error"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foutpagina's testen");
  await hydrated(page);
  await page.getByRole("link", { name: "404" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foutpagina's testen");
  await page
    .getByRole("link", { name: "wrong-center" })
    .or(page.getByRole("link", { name: "Verkeerde website" }))
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingelogd op de verkeerde website");
  await page.getByRole("link", { name: "Vacaturebank" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacaturebank");
});

test("crawlers get the status code, not the error view", async ({ request }) => {
  const response = await request.get(at(null, "/nl/does-not-exist"), {
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Pagina niet gevonden");
});

import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

const table = [
  {
    case: "401",
    status: 401,
    nl: "Niet geautoriseerd",
    en: "Not authorized",
    description: "You are not authorized to access this page.",
  },
  {
    case: "403",
    status: 403,
    nl: "Toegang geweigerd",
    en: "Access forbidden",
    description: "You do not have access rights to this page.",
  },
  {
    case: "404",
    status: 404,
    nl: "Pagina niet gevonden",
    en: "Page not found",
    description:
      "We couldn't find the page you were looking for. It may have moved or no longer exist. Search for volunteer work below, or go to the home page or the vacancy bank.",
  },
  {
    case: "503",
    status: 503,
    nl: "Oeps... er is iets misgegaan! (foutcode: 503)",
    en: "Oops... something went wrong! (error code: 503)",
    description: "An error has occurred. If the problem persists, please contact a system administrator or try again later.",
  },
  {
    case: "none",
    status: 500,
    nl: "Oeps... er is iets misgegaan!",
    en: "Oops... something went wrong!",
    description: "An error has occurred. If the problem persists, please contact a system administrator or try again later.",
  },
  {
    case: "wrong-center",
    status: 403,
    nl: "Ingelogd op de verkeerde website",
    en: "Logged in to the wrong website",
    description:
      "Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.",
  },
];

for (const row of table) {
  test(`error page for ${row.case} in Dutch and English`, async ({ page, context }) => {
    // The developer pages are for admins in production (the browser tests run a production build).
    await signInAs(context, "admin");
    const nl = await page.goto(at(null, `/nl/test/server-error?case=${row.case}`));
    expect(nl?.status()).toBe(row.status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.nl);
    await expect(page.getByRole("link", { name: "Terug naar home" })).toBeVisible();
    const en = await page.goto(at(null, `/en/test/server-error?case=${row.case}`));
    expect(en?.status()).toBe(row.status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.en);
    await expect(page.getByText(row.description)).toBeVisible();
  });
}

test("an unmatched route is a 404 with the illustration, and 'Back to home' clears the error", async ({ page }) => {
  const response = await page.goto(at(null, "/en/does/not/exist"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("main svg").first()).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(at(null, "/en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerswerk in Nijmegen");
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

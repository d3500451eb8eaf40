import { type BrowserContext, expect, type Page } from "@playwright/test";
import { at, DEMO_PASSWORD, hydrated, PORT } from "./helpers";
import { test } from "./test";

// Issue 19, "done when": on a phone a visitor goes from the home page to an application on every tenant, in each of its
// languages, and every step shows what it is for on its first screen. The tenant's demo student applies (guests from one
// address may apply five times in ten minutes, which other specs use), once per run, to a seeded vacancy of a theme.

const WORDS = {
  nl: { apply: "Meld je aan", firstName: /^Voornaam/, terms: /akkoord/, submit: "Aanmelding versturen" },
  en: { apply: "Apply now", firstName: /^First name/, terms: /I agree/, submit: "Send application" },
} as const;

/** Signs the context in on the tenant's host as its demo student, with the session cookies the login page would set. */
async function signInAsStudent(context: BrowserContext, tenant: string) {
  const email = `student@${tenant}.demo.test`;
  const response = await context.request.post(`http://localhost:${PORT}/auth/sign_in`, {
    headers: { "x-tenant": tenant },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), email).toBe(200);
  await context.addCookies(
    (["access-token", "client", "uid"] as const).map((name) => ({
      name,
      value: encodeURIComponent(response.headers()[name] ?? ""),
      url: at(tenant === "public" ? null : tenant, "/"),
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/** Whether the element's top lies on the first screen, below the sticky header. */
async function onFirstScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  return box !== null && box.y + Math.min(box.height, 48) <= page.viewportSize()!.height;
}

const JOURNEYS = [
  ["oldebroek", "nl"],
  ["roermond", "nl"],
  ["meedoen", "nl"],
  ["meedoen", "en"],
  ["demo", "nl"],
  ["public", "nl"],
  ["public", "en"],
] as const;

for (const [tenant, lang] of JOURNEYS) {
  test(`on a 390 px phone a visitor goes from ${tenant}'s home page to an application (${lang})`, async ({ page, context }) => {
    const words = WORDS[lang];
    await signInAsStudent(context, tenant);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at(tenant === "public" ? null : tenant, `/${lang}`));
    await hydrated(page);

    // A theme tile on the home page leads into the bank, filtered by it.
    await page.locator("a[href*='/vacancies/search?themes=']").first().click();
    await expect(page).toHaveURL(/\/vacancies\/search\?themes=/);
    await hydrated(page);
    expect(await onFirstScreen(page, "search-result-title"), "a result on the bank's first screen").toBe(true);

    // The whole card opens the vacancy; its apply button is on the first screen. In English the student takes the
    // second result, as the first has her Dutch application.
    await page
      .getByTestId("search-result-title")
      .nth(lang === "en" ? 1 : 0)
      .click();
    await expect(page).toHaveURL(/\/vacancies\/\d+$/);
    await hydrated(page);
    const apply = page.getByRole("link", { name: words.apply });
    const box = await apply.boundingBox();
    expect(box && box.y + box.height <= 844, "the apply button on the vacancy's first screen").toBe(true);

    await apply.click();
    await expect(page).toHaveURL(/#apply$/);
    // Signed in, the form knows who applies.
    await expect(page.getByLabel(words.firstName)).not.toHaveValue("");
    await page.getByLabel(words.terms).check();
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByTestId("application-sent")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(390);
  });
}

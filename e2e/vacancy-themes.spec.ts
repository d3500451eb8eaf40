import { type APIRequestContext, expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated, PORT } from "./helpers";
import { test } from "./test";

// Issue 19: browsing the bank by theme, and the vacancy page's ways on. Reads oldebroek's seeded bank, changes nothing.
const SEARCH = "/nl/vacancies/search";
// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };

interface Listed {
  id: string;
  attributes: { title: string; themes: string[]; organization_id: number; show_contact_details: boolean };
  relationships?: { contact_person?: { data: { id: string } | null } };
}

/** The tenant's published vacancies with a place, from the staff-only list (the centre superuser sees them all). */
async function publishedVacancies(request: APIRequestContext): Promise<Listed[]> {
  const email = "center-superuser@oldebroek.demo.test";
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: email };
  const response = await request.get(
    `${API}/api/v1/vacancies?filter[status_eq]=published&filter[vacancy_type_eq]=volunteering&include=contact_person&sort=title&page[size]=200`,
    { headers: { ...TENANT, ...auth } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test("on a phone a guest filters the bank by a theme: the counts hold, and every card shows the theme", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  await page.getByTestId("filters-open").click();
  const themes = page.getByTestId("facet-themes");
  await expect(themes).toBeVisible();
  // Every theme with its count; one that would give nothing cannot be ticked.
  const rows = themes.locator("label");
  await expect(rows).toHaveCount(14);
  for (const row of await rows.all()) {
    const n = Number(await row.getByTestId("facet-count").textContent());
    if (n === 0) await expect(row.getByRole("checkbox")).toBeDisabled();
    else await expect(row.getByRole("checkbox")).toBeEnabled();
  }
  const nature = themes.getByLabel("Natuur en dieren");
  const expected = Number(await nature.locator("xpath=..").getByTestId("facet-count").textContent());
  expect(expected).toBeGreaterThan(0);
  await nature.check();
  await expect(page).toHaveURL(/themes=nature-animals/);
  await page.getByTestId("filters-apply").click();
  await expect(page.getByTestId("filters-open")).toHaveText("Filters (1)");
  await expect(page.getByTestId("search-total")).toContainText(String(expected));
  await expect(page.getByTestId("filter-chip")).toContainText("Natuur en dieren");
  const cards = page.getByTestId("search-result");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const theme = card.getByTestId("search-result-theme").filter({ hasText: "Natuur en dieren" });
    await expect(theme).toBeVisible();
    // The icon comes from the sprite, beside the name.
    await expect(theme.locator('svg[data-theme-icon="nature-animals"] use')).toHaveAttribute(
      "href",
      /theme-icons.*\.svg#nature-animals$/,
    );
  }
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`no axe violations on the bank filtered by a theme at 390px (${colorScheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await page.goto(at("oldebroek", `${SEARCH}?themes=care-welfare`));
    await hydrated(page);
    await page.getByTestId("filters-open").click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the vacancy page leads on: its themes into the bank, more from the organization, similar vacancies", async ({
  page,
  request,
}) => {
  const listed = await publishedVacancies(request);
  // A vacancy with a theme whose organization has more published vacancies.
  const vacancy = listed.find(
    (v) =>
      v.attributes.themes.length > 0 &&
      listed.some((o) => o.id !== v.id && o.attributes.organization_id === v.attributes.organization_id),
  ) as Listed;
  expect(vacancy).toBeTruthy();
  const url = at("oldebroek", `/nl/vacancies/${vacancy.id}`);
  await page.goto(url);
  await hydrated(page);

  const more = page.getByTestId("vacancy-more");
  await expect(more.getByRole("heading", { level: 2 })).toHaveText(/^Meer van /);
  const moreLinks = more.getByRole("link");
  expect(await moreLinks.count()).toBeGreaterThan(0);
  expect(await moreLinks.count()).toBeLessThanOrEqual(3);
  await expect(moreLinks.filter({ hasText: vacancy.attributes.title })).toHaveCount(0);

  const similar = page.getByTestId("vacancy-similar");
  await expect(similar.getByRole("heading", { level: 2 })).toHaveText("Vergelijkbare vacatures");
  const similarLinks = similar.getByRole("link");
  expect(await similarLinks.count()).toBeGreaterThan(0);
  expect(await similarLinks.count()).toBeLessThanOrEqual(3);
  const next = (await similarLinks.first().textContent()) ?? "";
  await similarLinks.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);

  // The first theme leads to the bank filtered by it.
  await page.goto(url);
  await hydrated(page);
  const theme = page.getByTestId("vacancy-themes").getByRole("link").first();
  await theme.click();
  await expect(page).toHaveURL(new RegExp(`/nl/vacancies/search\\?themes=${vacancy.attributes.themes[0]}$`));
  await expect(page.getByTestId("facet-themes").locator(`input[value="${vacancy.attributes.themes[0]}"]`)).toBeChecked();
});

test("the contact person's e-mail shows only where the vacancy allows it", async ({ page, request }) => {
  const listed = (await publishedVacancies(request)).filter((v) => v.relationships?.contact_person?.data);
  const shown = listed.find((v) => v.attributes.show_contact_details) as Listed;
  const hidden = listed.find((v) => !v.attributes.show_contact_details) as Listed;
  expect(shown && hidden).toBeTruthy();
  await page.goto(at("oldebroek", `/nl/vacancies/${shown.id}`));
  const contact = page.locator('section[aria-labelledby="vacancy-contact"]');
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  await page.goto(at("oldebroek", `/nl/vacancies/${hidden.id}`));
  await expect(contact).toBeVisible();
  await expect(contact.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
});

for (const [name, viewport] of [
  ["390px phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test(`no axe violations on a vacancy page with its ways on (${name}, dark)`, async ({ page, request }) => {
    const [vacancy] = (await publishedVacancies(request)).filter((v) => v.attributes.themes.length > 0);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}`));
    await hydrated(page);
    await expect(page.getByTestId("related-vacancies")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage, PORT } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };
const email = (role: string) => `${role}@oldebroek.demo.test`;

const logIn = (page: Page, role: string) => logInThroughPage(page, email(role), "/nl/dashboard");

/** The figures as the API gives them to this account (with the selected organization, if any). */
async function apiDashboard(request: APIRequestContext, role: string, organization?: string) {
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email: email(role), password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const headers: Record<string, string> = {
    ...TENANT,
    "access-token": signIn.headers()["access-token"],
    client: signIn.headers().client,
    uid: email(role),
  };
  if (organization) {
    const own = await (await request.get(`${API}/api/v1/current_organizations`, { headers })).json();
    headers["current-organization-id"] = own.data.find(
      (o: { attributes: { name: string } }) => o.attributes.name === organization,
    ).id;
  }
  const response = await request.get(`${API}/api/v1/dashboard`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data.attributes as Record<string, number & Record<string, number>>;
}

/** Signs a demo account of a tenant in through the API and returns its headers. */
async function apiSession(request: APIRequestContext, tenant: string, role: string) {
  const address = `${role}@${tenant}.demo.test`;
  const signIn = await request.post(`${API}/auth/sign_in`, {
    headers: { "x-tenant": tenant },
    data: { email: address, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return { "x-tenant": tenant, "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: address };
}

const figure = (page: Page, card: string) => page.getByTestId(card).getByTestId("figure");

// A visitor sent to the login page: app/routes/server-rendered.test.ts.

test("a volunteer sees his applications by status and new vacancies to apply for", async ({ page, request }) => {
  const api = await apiDashboard(request, "volunteer");
  // The seeded test vacancy carries his application.
  expect(api.applications_by_status.submitted).toBeGreaterThan(0);
  await logIn(page, "volunteer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom, Vera");
  for (const status of ["submitted", "accepted", "rejected", "withdrawn"]) {
    await expect(figure(page, `card-applications-${status}`)).toHaveText(String(api.applications_by_status[status]));
  }
  await expect(page.getByTestId("card-applications-submitted")).toContainText("Ingediend");
  await expect(page.getByRole("heading", { name: "Nieuwe vacatures voor jou" })).toBeVisible();
  await expect(page.getByTestId("list-applications")).toContainText("Chauffeur voedselbank (testvacature)");
  await page.getByTestId("card-applications-submitted").click();
  // His own screen, not the back office's list with its search, dates and export.
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen?status=submitted"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn aanmeldingen");
  const filter = page.getByRole("navigation", { name: "Toon aanmeldingen" });
  await expect(filter.getByRole("link", { name: "Ingediend" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Zoek op naam of e-mailadres")).toHaveCount(0);
  await expect(page.getByTestId("export-links")).toHaveCount(0);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // His one application is the seeded one (applications.spec withdraws one of its own volunteer): nothing turned down.
  await filter.getByRole("link", { name: "Afgewezen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen?status=rejected"));
  await expect(page.getByTestId("my-applications-empty")).toContainText("Je hebt geen aanmeldingen met deze status.");
  await page.getByRole("link", { name: "Alle aanmeldingen tonen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen"));
  await expect(filter.getByRole("link", { name: "Alle" })).toHaveAttribute("aria-current", "page");
  const all = Object.values(api.applications_by_status as Record<string, number>).reduce((sum, n) => sum + n, 0);
  await expect(page.getByTestId("my-applications-count")).toHaveText(all === 1 ? "1 aanmelding" : `${all} aanmeldingen`);

  // The back office's address leads a volunteer to his own list, and an application's page back to it.
  await page.goto(at("oldebroek", "/nl/applications?status=submitted"));
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen?status=submitted"));
  await page.goto(at("oldebroek", "/nl/mijn-aanmeldingen"));
  await page.getByTestId("my-applications").getByRole("link", { name: "Chauffeur voedselbank (testvacature)" }).click();
  await expect(page).toHaveURL(/\/nl\/applications\/\d+$/);
  await page.getByRole("link", { name: "← Mijn aanmeldingen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen"));
  // And from any page, through the account menu.
  await page.goto(at("oldebroek", "/nl/vacancies/search"));
  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Mijn aanmeldingen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/mijn-aanmeldingen"));
});

// An organization superuser's figures of the selected organization: app/routes/server-rendered.test.ts.

test("a centre superuser sees the centre's figures and goes to the organizations to review", async ({ page, request }) => {
  const api = await apiDashboard(request, "center-superuser");
  // Stichting Buurtkracht waits for approval in the demo data.
  expect(api.pending_organizations).toBeGreaterThan(0);
  await logIn(page, "center-superuser");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom, Cor");
  await expect(figure(page, "card-pending-organizations")).toHaveText(String(api.pending_organizations));
  await expect(figure(page, "card-published-this-month")).toHaveText(String(api.vacancies_published_this_month));
  await expect(figure(page, "card-applications-this-month")).toHaveText(String(api.applications_this_month));
  await expect(figure(page, "card-expiring")).toHaveText(String(api.expiring_vacancies));
  await expect(page.getByTestId("list-applications")).toContainText("Chauffeur voedselbank (testvacature)");
  await page.getByTestId("card-pending-organizations").click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/organizations/approve"));
});

test("an organization superuser without an organization gets the fatal 403 'Geen organisatie gevonden'", async ({
  page,
  request,
}) => {
  // Roermond's administrator makes its volunteer the superuser of a new organization, then deletes that organization.
  const admin = await apiSession(request, "roermond", "admin");
  const json = { ...admin, "content-type": "application/vnd.api+json" };
  const created = await request.post(`${API}/api/v1/organizations`, {
    headers: json,
    data: { data: { type: "organizations", attributes: { name: `Kortstondig ${Date.now()}`, organization_type: "NonProfit" } } },
  });
  expect(created.status()).toBe(201);
  const organizationId = (await created.json()).data.id;
  const users = await (
    await request.get(`${API}/api/v1/users?filter[search]=volunteer@roermond.demo.test`, { headers: admin })
  ).json();
  const userId = users.data.find(
    (u: { attributes: { email: string } }) => u.attributes.email === "volunteer@roermond.demo.test",
  ).id;
  const granted = await request.put(`${API}/api/v1/users/${userId}/add_role`, {
    headers: json,
    data: { data: { type: "users", attributes: { role: "organization_superuser", organization_id: Number(organizationId) } } },
  });
  expect(granted.status()).toBe(200);
  expect((await request.delete(`${API}/api/v1/organizations/${organizationId}`, { headers: admin })).status()).toBe(204);

  await page.goto(at("roermond", "/nl/auth/login-1?redirectTo=%2Fnl%2Fdashboard"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("volunteer@roermond.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toegang geweigerd");
  await expect(page.getByText("Geen organisatie gevonden")).toBeVisible();
});

for (const [name, colorScheme, viewport, role] of [
  ["centre superuser, dark", "dark", { width: 1366, height: 900 }, "center-superuser"],
  ["volunteer, 390px phone, dark", "dark", { width: 390, height: 844 }, "volunteer"],
  ["organization superuser, 390px phone", "light", { width: 390, height: 844 }, "organization-superuser"],
] as const) {
  test(`no axe violations and no sideways scrolling on the dashboard (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await logIn(page, role);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(colorScheme === "dark");
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated, PORT } from "./helpers";
import { test } from "./test";

// The staff overview of the activity calendar on the demo seed of the demo tenant, which has activities in the
// coming weeks. One of them gets an application from the demo volunteer first, so it has something to count.

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "demo" };
const email = (role: string) => `${role}@demo.demo.test`;
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

interface OverviewRow {
  id: string;
  attributes: { vacancy_id: string; title: string; status: string; starts_at: string; open_applications: number };
}

async function apiSession(request: APIRequestContext, role: string) {
  const response = await request.post(`${API}/auth/sign_in`, {
    headers: TENANT,
    data: { email: email(role), password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { ...TENANT, "access-token": response.headers()["access-token"], client: response.headers().client, uid: email(role) };
}

async function apiOverview(request: APIRequestContext, headers: Record<string, string>, query = "") {
  const response = await request.get(`${API}/api/v1/activity_overview${query}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data as OverviewRow[];
}

let seeded: { title: string; vacancyId: string; day: string; open: number };
let drafts: number;

test.beforeAll(async ({ request }) => {
  const staff = await apiSession(request, "center-superuser");
  const published = (await apiOverview(request, staff)).find((r) => r.attributes.status === "published");
  expect(published, "the demo seed has a published activity in the coming four weeks").toBeTruthy();
  const vacancyId = published?.attributes.vacancy_id ?? "";
  // The demo volunteer applies to it, signed in (as the vacancy page's form does for him).
  const volunteer = await apiSession(request, "volunteer");
  const applied = await request.post(`${API}/api/v1/applications`, {
    headers: { ...volunteer, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "applications",
        attributes: {
          vacancy_id: vacancyId,
          first_name: "Vera",
          last_name: "Vrijwilliger",
          email: email("volunteer"),
          accept_terms: true,
        },
      },
    },
  });
  expect([201, 422]).toContain(applied.status());
  const after = (await apiOverview(request, staff)).find((r) => r.id === published?.id);
  seeded = {
    title: after?.attributes.title ?? "",
    vacancyId,
    day: dutchDay(after?.attributes.starts_at ?? ""),
    open: after?.attributes.open_applications ?? 0,
  };
  expect(seeded.open).toBeGreaterThanOrEqual(1);
  drafts = (await apiOverview(request, staff, "?filter[status_eq]=draft")).length;
});

async function signIn(page: Page, role: string, path: string) {
  await page.goto(at("demo", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email(role));
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("demo", path));
  await hydrated(page);
}

const dayOf = (page: Page, day: string) =>
  page.getByTestId("overview-day").filter({ has: page.locator(`h3 time[datetime="${day}"]`) });

test("a coordinator sees the coming four weeks by day, with each activity's applications, and filters by status", async ({
  page,
}) => {
  await signIn(page, "center-superuser", "/nl/activiteitenkalender/overzicht");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenoverzicht" })).toBeVisible();
  await expect(page).toHaveTitle(/^Activiteitenoverzicht - /);
  const row = dayOf(page, seeded.day).getByTestId("overview-row").filter({ hasText: seeded.title }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText("Gepubliceerd", { exact: true })).toBeVisible();
  await expect(row.getByTestId("overview-applications")).toHaveText(
    `Aanmeldingen voor ${seeded.title}: ${seeded.open} open · 0 geaccepteerd`,
  );
  await expect(row.getByRole("link", { name: seeded.title, exact: true })).toHaveAttribute(
    "href",
    `/nl/vacancies/${seeded.vacancyId}/edit`,
  );
  await expect(row.getByTestId("overview-applications")).toHaveAttribute("href", `/nl/applications?vacancy=${seeded.vacancyId}`);

  await page.getByLabel("Status").selectOption({ label: "Concept" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
  await expect(page.getByTestId("overview-count")).toHaveText(drafts === 1 ? "1 activiteitsdatum" : `${drafts} activiteitsdata`);
  await expect(page.getByTestId("overview-row").filter({ hasText: seeded.title })).toHaveCount(0);
  const statuses = await page
    .getByTestId("overview-row")
    .getByText(/^(Concept|Gepubliceerd|Vervuld|Verlopen|Gearchiveerd)$/)
    .allTextContents();
  expect(statuses.every((s) => s === "Concept")).toBe(true);
  if (drafts === 0) await expect(page.getByTestId("overview-empty")).toHaveText(/Geen activiteiten die bij deze filters passen/);

  // The filters stay in the address: the next period keeps the status.
  await page.getByRole("link", { name: "Volgende periode" }).click();
  await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
});

test("the CSV has the same dates and counts; a bad period in the address gives the reason, in English too", async ({ page }) => {
  await signIn(page, "center-superuser", "/nl/activiteitenkalender/overzicht");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("overview-export").click()]);
  expect(download.suggestedFilename()).toMatch(/^activiteitenoverzicht-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text.startsWith('\uFEFF"Datum";"Begintijd";')).toBe(true);
  expect(text).toContain(`"${seeded.day}";`);
  expect(text).toMatch(new RegExp(`"${seeded.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}";[^\\r]*"${seeded.open}";"0";`));

  await page.goto(at("demo", "/nl/activiteitenkalender/overzicht?from=2031-01-01&to=2031-12-31"));
  await expect(page.getByTestId("overview-errors")).toHaveText(
    "Het bereik van filter[from] tot filter[to] mag hoogstens 93 dagen zijn.",
  );
  await page.goto(at("demo", "/en/activiteitenkalender/overzicht?from=tomorrow"));
  await expect(page.getByRole("heading", { level: 1, name: "Activity overview" })).toBeVisible();
  await expect(page.getByTestId("overview-errors")).toHaveText("filter[from] must be a date as YYYY-MM-DD, not 'tomorrow'.");
});

test("on a phone each date is a card; the public calendar links staff, and only staff, to the overview", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("demo", "/nl/activiteitenkalender"));
  await expect(page.getByRole("link", { name: "Activiteitenoverzicht" })).toHaveCount(0);
  await signIn(page, "center-superuser", "/nl/activiteitenkalender");
  await page.getByRole("link", { name: "Activiteitenoverzicht" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/activiteitenkalender/overzicht"));
  await expect(page.getByTestId("overview-table").first()).toBeHidden();
  const card = dayOf(page, seeded.day).getByTestId("overview-card").filter({ hasText: seeded.title }).first();
  await expect(card.getByTestId("overview-applications")).toContainText(`${seeded.open} open · 0 geaccepteerd`);
});

test("no axe violations on the overview, light and dark", async ({ page }) => {
  await signIn(page, "organization-superuser", "/nl/activiteitenkalender/overzicht");
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
});

import { type APIRequestContext, expect } from "@playwright/test";
import { confirmedAccount } from "./accounts";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage, PORT } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

// The server seeds one open vacancy of Voedselbank Oldebroek with the demo volunteer's application
// (SEED_TEST_VACANCIES in playwright.config.ts).
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };

/** The oldebroek admin's API session. */
async function adminAuth(request: APIRequestContext) {
  const signIn = await request.post(`${API}/auth/sign_in`, {
    headers: TENANT,
    data: { email: "admin@oldebroek.demo.test", password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return {
    "access-token": signIn.headers()["access-token"],
    client: signIn.headers().client,
    uid: "admin@oldebroek.demo.test",
  };
}

/** The browser tests' own vacancy's id, from the admin's list of applications. */
async function testVacancyId(request: APIRequestContext): Promise<string> {
  const auth = await adminAuth(request);
  const list = await (await request.get(`${API}/api/v1/applications`, { headers: { ...TENANT, ...auth } })).json();
  // The seed has applications to other vacancies too: the browser tests' own vacancy by its title.
  return list.meta.vacancies.find((v: { title: string }) => v.title === "Chauffeur voedselbank (testvacature)").id;
}

test("an organization superuser accepts an application with a message and adds a note", async ({ page, request }) => {
  const vacancyId = await testVacancyId(request);

  // A guest applies through the API, as the vacancy page's form does.
  const email = `eva-${Date.now()}@example.test`;
  const applied = await request.post(`${API}/api/v1/applications`, {
    headers: { ...TENANT, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "applications",
        attributes: { vacancy_id: vacancyId, first_name: "Eva", last_name: "Eendracht", email, accept_terms: true },
      },
    },
  });
  expect(applied.status()).toBe(201);
  expect((await inbox.waitFor(email, 20_000)).subject).toBe(
    "We hebben je aanmelding voor Chauffeur voedselbank (testvacature) ontvangen",
  );

  await logInThroughPage(page, "organization-superuser@oldebroek.demo.test", "/nl/profiel");
  // Olga works as the School by default; the vacancy is the Voedselbank's.
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitemradio", { name: "Voedselbank Oldebroek" }).click();
  await expect(page.getByText("Je werkt nu als Voedselbank Oldebroek.")).toBeVisible();

  await page.goto(at("oldebroek", "/nl/applications"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aanmeldingen");
  await page.getByLabel("Zoek op naam of e-mailadres").fill("Eendracht");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByTestId("applications-count")).toHaveText("1 aanmelding");
  await page.getByRole("link", { name: "Eva Eendracht" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eva Eendracht");
  await hydrated(page);
  await expect(page.getByTestId("application-status")).toHaveText("Ingediend");

  await page.getByLabel(/^Bericht aan de vrijwilliger/).fill("Welkom! Kom zaterdag om 9 uur langs.");
  await page.getByRole("button", { name: "Accepteren" }).click();
  await expect(page.getByText("Het besluit is opgeslagen en naar de vrijwilliger gemaild.")).toBeVisible();
  await expect(page.getByTestId("application-status")).toHaveText("Geaccepteerd");
  await expect(page.getByRole("button", { name: "Accepteren" })).toHaveCount(0);

  await expect
    .poll(async () => (await inbox.received(email)).find((m) => m.subject.includes("geaccepteerd"))?.text ?? "", {
      timeout: 20_000,
    })
    .toContain("Bericht van de organisatie: Welkom! Kom zaterdag om 9 uur langs.");

  await page.getByLabel("Nieuwe notitie").fill("Gebeld; ze neemt haar rijbewijs mee.");
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.getByTestId("notes")).toContainText("Gebeld; ze neemt haar rijbewijs mee.");
  await expect(page.getByTestId("notes")).toContainText("Olga Organisatie");
  await expect(page.getByLabel("Nieuwe notitie")).toHaveValue("");
});

test("a volunteer withdraws his application from his profile, after confirming", async ({ page, request }) => {
  // A volunteer of his own: the dashboard's spec counts the demo volunteer's seeded application.
  const email = `wim-${Date.now()}@example.test`;
  const auth = await confirmedAccount(request, "oldebroek", { email, firstName: "Wim", lastName: "Weg" });
  const attributes = { vacancy_id: await testVacancyId(request), first_name: "Wim", last_name: "Weg", email, accept_terms: true };
  const applied = await request.post(`${API}/api/v1/applications`, {
    headers: { ...auth, "content-type": "application/vnd.api+json" },
    data: { data: { type: "applications", attributes } },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await logInThroughPage(page, email, "/nl/profiel");
  const mine = page.getByTestId("my-applications");
  await expect(mine).toContainText("Chauffeur voedselbank (testvacature)");
  await expect(mine.getByTestId("application-status")).toHaveText("Ingediend");
  await mine.getByText("Intrekken", { exact: true }).click();
  await expect(mine.getByText(/Je aanmelding voor 'Chauffeur voedselbank \(testvacature\)' intrekken\?/)).toBeVisible();
  await mine.getByRole("button", { name: "Ja, intrekken" }).click();
  await expect(mine.getByTestId("application-status")).toHaveText("Ingetrokken");
  await expect(mine.getByText("Intrekken", { exact: true })).toHaveCount(0);
});

// Issue 44: the demo seed accepted Lotte Visser's application five weeks ago and nobody asked her yet.
test("a volunteer answers 'Is het gelukt?' from the follow-up mail, without signing in", async ({ page, request }) => {
  const ran = await request.post(`${API}/api/v1/test_job_runs`, {
    headers: { ...TENANT, ...(await adminAuth(request)), "content-type": "application/vnd.api+json" },
    data: { data: { type: "job_runs", attributes: { name: "match-followups.sweep" } } },
  });
  expect(ran.status(), await ran.text()).toBe(201);
  // Every demo tenant has a Lotte Visser: the mail from Oldebroek's centre.
  const fromOldebroek = async () =>
    (await inbox.received("lotte.visser.match@voorbeeld.test")).find((m) => m.text.includes("Vrijwilligerscentrale Oldebroek"));
  await expect.poll(async () => (await fromOldebroek())?.subject, { timeout: 15_000 }).toMatch(/^Is het gelukt bij /);
  const token = /\/nl\/opvolging\?token=([\w-]+)/.exec((await fromOldebroek())?.text ?? "")?.[1] ?? "";
  expect(token).not.toBe("");

  const link = at("oldebroek", `/nl/opvolging?token=${token}`);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Is het gelukt?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/^Toelichting/).fill("Het gaat goed, elke dinsdag.");
  await page.getByRole("button", { name: "Begonnen", exact: true }).click();
  await expect(page.getByTestId("followup-result")).toHaveText("Bedankt! Je antwoord is opgeslagen.");
  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId("followup-result")).toHaveText("Deze vraag is al beantwoord. Bedankt!");
});

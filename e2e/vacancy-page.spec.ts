import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, PORT } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

// The public vacancy page, on the demo seed's vacancies of the oldebroek tenant. This file receives mail, so it runs
// in the 'mail' project (playwright.config.ts), one test at a time.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };

interface Listed {
  id: string;
  attributes: { title: string; vacancy_type: string; remote: boolean; dates: unknown[] };
}

/** Seeded vacancies by status and type, from the staff-only list (the centre superuser sees the whole tenant). */
async function findVacancies(request: APIRequestContext, filter: Record<string, string>): Promise<Listed[]> {
  const email = "center-superuser@oldebroek.demo.test";
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: email };
  const query = Object.entries(filter)
    .map(([k, v]) => `filter[${k}]=${encodeURIComponent(v)}`)
    .join("&");
  const response = await request.get(`${API}/api/v1/vacancies?${query}&sort=title&page[size]=50`, {
    headers: { ...TENANT, ...auth },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

let vacancy: Listed;
let activity: Listed;
// Done from home: no place, so no map, and a guest gets the page without the app's scripts.
let remote: Listed;

test.beforeAll(async ({ request }) => {
  // A vacancy with a place (for the address and geo) and an activity with dates (for the Events).
  vacancy = (await findVacancies(request, { status_eq: "published", vacancy_type_eq: "volunteering" })).find(
    (v) => !v.attributes.remote,
  ) as Listed;
  activity = (await findVacancies(request, { status_eq: "published", vacancy_type_eq: "activity" })).find(
    (v) => v.attributes.dates.length > 0,
  ) as Listed;
  remote = (await findVacancies(request, { status_eq: "published" })).find((v) => v.attributes.remote) as Listed;
  expect(vacancy && activity && remote).toBeTruthy();
});

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown> & { "@type": string });
}

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");

test("a guest sees the vacancy with its structured data, Open Graph tags and share links", async ({ page }) => {
  const { title } = vacancy.attributes;
  const url = at("oldebroek", `/nl/vacancies/${vacancy.id}`);
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - Vrijwilligerscentrale Oldebroek`);
  await expect(page.getByTestId("vacancy-address")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=5\d\.\d+&mlon=[56]\.\d+/,
  );

  const [posting] = await jsonLd(page);
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    employmentType: "VOLUNTEER",
    url,
    hiringOrganization: { "@type": "Organization" },
    jobLocation: { "@type": "Place", address: { addressCountry: "NL" }, geo: { "@type": "GeoCoordinates" } },
  });
  expect(Date.parse(String(posting.datePosted))).not.toBeNaN();
  // Browsers hide a nonce from the DOM: the served HTML shows that the data block carries the CSP's nonce.
  const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await response?.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);

  expect(await meta(page, "og:title")).toBe(title);
  expect(await meta(page, "og:type")).toBe("website");
  expect(await meta(page, "og:url")).toBe(url);
  expect(await meta(page, "og:description")).toBeTruthy();
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(await meta(page, "og:description"));
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);

  const whatsapp = await page.getByRole("link", { name: "Delen via WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(whatsapp?.split("text=")[1] ?? "")).toContain(url);
  const mail = await page.getByRole("link", { name: "Delen per e-mail" }).getAttribute("href");
  expect(mail).toMatch(/^mailto:\?subject=/);
  expect(decodeURIComponent(mail ?? "")).toContain(url);
  // No read-only address field beside the button (the address bar has it); the copy button once the page runs.
  await expect(page.getByTestId("share-url")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Link naar deze vacature" })).toHaveCount(0);
  await hydrated(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Link kopiëren" }).click();
  // The toast is a live region: a screen reader hears it too.
  await expect(page.getByRole("status").filter({ hasText: "Link gekopieerd" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Link gekopieerd");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The organization is linked; a guest gets no edit link.
  await expect(page.getByRole("link", { name: "Vacature bewerken" })).toHaveCount(0);
  const organization = page.locator("header").getByRole("link").filter({ hasNotText: "Meld je aan" }).last();
  await expect(organization).toHaveAttribute("href", /^\/nl\/organizations\/\d+$/);
});

test("an activity has an Event per date, in English with its dates in Dutch time", async ({ page }) => {
  await page.goto(at("oldebroek", `/en/vacancies/${activity.id}`));
  const data = await jsonLd(page);
  expect(data[0]["@type"]).toBe("JobPosting");
  const events = data.slice(1);
  expect(events.length).toBe(activity.attributes.dates.length);
  expect(events[0]).toMatchObject({ "@type": "Event", name: activity.attributes.title, location: { "@type": "Place" } });
  expect(events[0]).toHaveProperty("organizer.name");
  expect(Date.parse(String(events[0].startDate))).not.toBeNaN();
  // The first date as the page shows it: an English weekday, the time in Amsterdam.
  const first = page.locator(`time[datetime="${events[0].startDate}"]`);
  const expected = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" }).format(
    new Date(String(events[0].startDate)),
  );
  await expect(first).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/);
  await expect(first).toContainText(expected);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toBeVisible();
});

test("a guest applies: validation on blur, then the confirmation, a toast and the mail", async ({ page }) => {
  const email = `vacature-${Date.now()}@example.test`;
  await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}`));
  await hydrated(page);
  await page.getByRole("link", { name: "Meld je aan" }).click();
  await expect(page).toHaveURL(/#apply$/);

  await page.getByLabel(/^Voornaam/).focus();
  await page.getByLabel(/^Achternaam/).focus();
  await expect(page.getByLabel(/^Voornaam/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#first_name-error")).toHaveText("Vul je voornaam in");
  await page.getByLabel(/^E-mailadres/).fill("geen-adres");
  await page.getByLabel(/^Telefoonnummer/).focus();
  await expect(page.locator("#email-error")).toHaveText("Vul een geldig e-mailadres in");

  await page.getByLabel(/^Voornaam/).fill("Eva");
  await page.getByLabel(/^Achternaam/).fill("Eendracht");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Bericht/).fill("Ik help graag mee.");
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();
  // Refused here: the summary at the top of the form says what is missing and has the focus.
  await expect(page.locator("#accept_terms-error")).toHaveText("Je moet de voorwaarden accepteren");
  await expect(page.getByTestId("error-summary")).toBeFocused();
  await expect(page.getByTestId("error-summary")).toContainText("Toestemming: Je moet de voorwaarden accepteren");
  await page.getByLabel(/akkoord/).check();
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();

  // The form is gone: the thank-you has the focus and is in view, wherever the button was.
  await expect(page.getByTestId("application-sent")).toBeFocused();
  await expect(page.getByTestId("application-sent")).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("toast")).toContainText("Je aanmelding is verstuurd");
  const mail = await inbox.waitFor(email, 20_000);
  expect(mail.subject).toBe(`We hebben je aanmelding voor ${vacancy.attributes.title} ontvangen`);
});

test("a field left before the form's checks have loaded is checked once they have", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/application-validator-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}`));
  await hydrated(page);
  await page.getByRole("link", { name: "Meld je aan" }).click();
  await page.getByLabel(/^Voornaam/).focus();
  await page.getByLabel(/^Achternaam/).focus();
  await expect(page.getByLabel(/^Voornaam/)).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(page.getByLabel(/^Voornaam/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#first_name-error")).toHaveText("Vul je voornaam in");
});

test("a guest on a phone, served without scripts, lands on the errors and then on the thank-you", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at("oldebroek", `/nl/vacancies/${remote.id}`));
  // Without the app's script: the share links, no copy button (nothing could copy) and no address field.
  await expect(page.locator("html")).toHaveAttribute("data-without-scripts", "true");
  await expect(page.getByRole("link", { name: "Delen via WhatsApp" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Link kopiëren" })).toHaveCount(0);
  await expect(page.getByTestId("share-url")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Terug naar resultaten" })).toHaveAttribute("href", "/nl/vacancies/search");

  // Sent empty: the page that answers opens on the summary at the top of the form, with the focus there.
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "E-mailadres: Vul je e-mailadres in" })).toHaveAttribute("href", "#email");
  await expect(summary).toContainText("Voornaam: Vul je voornaam in");
  await expect(summary).toContainText("Achternaam: Vul je achternaam in");
  await expect(summary).toContainText("Toestemming: Je moet de voorwaarden accepteren");

  await page.getByLabel(/^Voornaam/).fill("Sam");
  await page.getByLabel(/^Achternaam/).fill("Zonder-Script");
  await page.getByLabel(/^E-mailadres/).fill(`zonder-script-${Date.now()}@example.test`);
  await page.getByLabel(/akkoord/).check();
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();
  // Sent: the page that answers opens at the thank-you, not at its top 2,000 px above.
  await expect(page.getByTestId("application-sent")).toBeInViewport();
  await expect(page).toHaveURL(/#application-sent$/);
  await expect(page.getByTestId("application-sent")).toContainText("Bedankt!");
  await context.close();
});

test("a signed-in volunteer finds his details filled in; staff get the edit link", async ({ page }) => {
  const path = `/nl/vacancies/${activity.id}`;
  for (const [role, canEdit] of [
    ["volunteer", false],
    ["center-superuser", true],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(at("oldebroek", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
    await hydrated(page);
    await page.getByLabel(/^E-mailadres/).fill(`${role}@oldebroek.demo.test`);
    await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(at("oldebroek", path));
    await expect(page.getByLabel(/^E-mailadres/)).toHaveValue(`${role}@oldebroek.demo.test`);
    if (role === "volunteer") {
      await expect(page.getByLabel(/^Voornaam/)).toHaveValue("Vera");
      await expect(page.getByLabel(/^Achternaam/)).toHaveValue("Vrijwilliger");
    }
    const edit = page.getByRole("link", { name: "Vacature bewerken" });
    if (canEdit) await expect(edit).toHaveAttribute("href", `/nl/vacancies/${activity.id}/edit`);
    else await expect(edit).toHaveCount(0);
  }
});

for (const [name, colorScheme, viewport] of [
  ["light", "light", { width: 1366, height: 900 }],
  ["dark", "dark", { width: 1366, height: 900 }],
  ["390px phone", "light", { width: 390, height: 844 }],
] as const) {
  test(`no axe violations on the vacancy page (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.goto(at("oldebroek", `/nl/vacancies/${activity.id}`));
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

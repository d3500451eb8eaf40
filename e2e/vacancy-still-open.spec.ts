import { expect } from "@playwright/test";
import { hydrated, PORT } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

// The reminder mail's one-click link, as its recipient gets it: a vacancy set to end within a week gets the mail from
// the recurring sweep (every two seconds in the browser tests, playwright.config.ts). This file receives mail, so it
// runs in the 'mail' project. The public tenant (the default) has its mails link to localhost, which the browser can open; the demo tenant's food bank is deleted by no-organization.spec.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "public" };
const CONTACT = "organization-superuser@public.demo.test";
const DAY = 86_400_000;

test("the link shows the vacancy, keeps it open after confirming, and works once (nl and en)", async ({ page, request }) => {
  // The organization superuser publishes a vacancy that ends in five days; he is its contact person.
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email: CONTACT, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { ...TENANT, "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: CONTACT };
  const own = await (await request.get(`${API}/api/v1/current_organizations`, { headers: auth })).json();
  const foodBank = own.data.find((o: { attributes: { name: string } }) => o.attributes.name.startsWith("Voedselbank"));
  const title = `Bezorger pakketten ${Date.now()}`;
  const created = await request.post(`${API}/api/v1/vacancies`, {
    headers: { ...auth, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "vacancies",
        attributes: {
          title,
          description: "<p>Breng op vrijdag de pakketten rond.</p>",
          vacancy_type: "volunteering",
          city: "Demostad",
          status: "published",
          organization_id: Number(foodBank.id),
          expires_at: new Date(Date.now() + 5 * DAY).toISOString(),
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const vacancyId = (await created.json()).data.id;

  // The sweep notices it and mails him (the seed's own reminders may arrive too: find ours by its subject).
  await expect
    .poll(async () => (await inbox.received(CONTACT)).some((m) => m.subject.includes(title)), { timeout: 20_000 })
    .toBe(true);
  const mail = (await inbox.received(CONTACT)).find((m) => m.subject.includes(title));
  expect(mail?.subject).toBe(`Staat '${title}' nog open?`);
  // On the food bank's centre's own site: organizations-admin.spec may have moved it to Heumen (heumen.localhost).
  const link = new RegExp(`(http://(?:heumen\\.)?localhost:${PORT}/nl/vacancies/still-open\\?token=[\\w%-]+)`).exec(
    mail?.text ?? "",
  )?.[1];
  expect(link, mail?.text).toBeTruthy();
  const nl = link ?? "";
  const en = nl.replace("/nl/", "/en/");

  // Opening the link (in English first) shows the vacancy and asks; it spends nothing.
  await page.goto(en);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Is this vacancy still open?");
  await expect(page.getByTestId("still-open-vacancy")).toContainText(title);
  await expect(page.getByTestId("still-open-vacancy")).toContainText(/Voedselbank/);
  await expect(page.getByTestId("still-open-vacancy")).toContainText("Currently online until");
  await expect(page.getByRole("button", { name: "Yes, the vacancy is still open" })).toBeVisible();

  await page.goto(nl);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staat deze vacature nog open?");
  await expect(page.getByTestId("still-open-vacancy")).toContainText(title);
  await expect(page.getByTestId("still-open-vacancy")).toContainText("Staat nu online tot");
  await page.getByRole("button", { name: "Ja, de vacature staat nog open" }).click();
  const result = page.getByTestId("still-open-result");
  await expect(result).toHaveText(new RegExp(`^'${title}' blijft open tot \\d{1,2} \\w+ \\d{4}\\. Dank je wel!$`));

  // The new end date is three months after the old one, and it is the one on the page.
  const after = await (await request.get(`${API}/api/v1/vacancies/${vacancyId}`, { headers: auth })).json();
  const expiresAt = new Date(after.data.attributes.expires_at);
  expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 94 * DAY);
  const shown = new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(expiresAt);
  await expect(result).toContainText(`blijft open tot ${shown}.`);
  await page.getByRole("link", { name: "Bekijk de vacature" }).click();
  await expect(page).toHaveURL(`${new URL(nl).origin}/nl/vacancies/${vacancyId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // The link works once.
  await page.goto(en);
  await expect(page.getByTestId("still-open-result")).toHaveText(
    "This link has expired or has been used already. Log in to change the vacancy's end date yourself.",
  );
  await expect(page.getByRole("button", { name: "Yes, the vacancy is still open" })).toHaveCount(0);
  await page.goto(nl);
  await expect(page.getByTestId("still-open-result")).toHaveText(
    "Deze link is verlopen of al gebruikt. Log in om de einddatum van de vacature zelf aan te passen.",
  );
});

import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, DEMO_PASSWORD, hydrated, logInThroughPage, PORT, signInAs } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

// Its tests share the demo volunteer's saved list and alerts: one after another, as a person would.
test.describe.configure({ mode: "default" });

const BANK = "/nl/vacancies/search";
// The public tenant lives on localhost, which Node resolves: the test's own API calls go there.
const API = `http://localhost:${PORT}`;

/** Signs a demo account of the public tenant in through the API: the headers its own API calls carry. */
async function apiAuth(request: APIRequestContext, role: string) {
  const email = `${role}@public.demo.test`;
  const signIn = await request.post(`${API}/auth/sign_in`, { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  return { "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: email };
}

/** A vacancy of the public tenant's food bank published now through the API, as its organization superuser would. */
async function publishFoodBankVacancy(request: APIRequestContext, title: string) {
  const auth = await apiAuth(request, "organization-superuser");
  const own = await (await request.get(`${API}/api/v1/current_organizations`, { headers: auth })).json();
  const foodBank = own.data.find((o: { attributes: { name: string } }) => o.attributes.name.startsWith("Voedselbank"));
  const created = await request.post(`${API}/api/v1/vacancies`, {
    headers: { ...auth, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "vacancies",
        attributes: {
          title,
          description: "<p>Pak op donderdag de pakketten in bij de voedselbank.</p>",
          vacancy_type: "volunteering",
          city: "Nijmegen",
          status: "published",
          organization_id: Number(foodBank.id),
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: String((await created.json()).data.id), organization: String(foodBank.attributes.name) };
}

/** The alerts' sweep now, instead of at its next interval (TEST_JOB_RUNS in playwright.config.ts). */
async function runAlertSweep(request: APIRequestContext) {
  const ran = await request.post(`${API}/api/v1/test_job_runs`, {
    headers: { ...(await apiAuth(request, "admin")), "content-type": "application/vnd.api+json" },
    data: { data: { type: "job_runs", attributes: { name: "vacancy-alerts.sweep" } } },
  });
  expect(ran.status(), await ran.text()).toBe(201);
}

async function axeLightAndDark(page: Page) {
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });
}

test("a guest keeps vacancies in the browser with the heart, and they move to his account when he signs in", async ({ page }) => {
  test.slow();
  await page.goto(at("oldebroek", BANK));
  await hydrated(page);
  const card = page.getByTestId("search-result").first();
  const title = (await card.getByTestId("search-result-title").textContent()) ?? "";
  const heart = card.getByRole("button", { name: `Bewaren: ${title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await axeLightAndDark(page);

  // Kept in this browser: still saved after a reload and on the vacancy's own page.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("search-result-title").first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await hydrated(page);
  const pageHeart = page.getByRole("button", { name: `Bewaren: ${title}` });
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
  await axeLightAndDark(page);

  await logInThroughPage(page, "volunteer@oldebroek.demo.test", "/nl/profiel");
  // Signing in moves them: the first page after it, the profile, shows them as served, and the browser lets go.
  const saved = page.getByRole("region", { name: "Bewaard" });
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("saved-vacancies"))).toBeNull();
  await page.goto(at("oldebroek", BANK));
  await hydrated(page);
  await expect(page.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await page.goto(at("oldebroek", "/nl/profiel"));
  await hydrated(page);
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await axeLightAndDark(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // Let go on the profile: gone after a reload. The heart turns at once; the reload waits for the server's answer.
  const letGo = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/saved_vacancies/"));
  await saved.getByRole("button", { name: `Bewaren: ${title}` }).click();
  await expect(saved.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "false");
  expect((await letGo).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("region", { name: "Bewaard" }).getByRole("link", { name: title })).toHaveCount(0);
});

test("a volunteer saves a vacancy on its page; it is kept on his account", async ({ page }) => {
  await logInThroughPage(page, "volunteer@oldebroek.demo.test", BANK);
  // One he does not keep yet: the seed gives the demo volunteer a few already.
  const link = page
    .getByTestId("search-result")
    .filter({ has: page.getByRole("button", { pressed: false }) })
    .nth(1)
    .getByTestId("search-result-title");
  const title = (await link.textContent()) ?? "";
  await link.click();
  // The address changes before the router paints the new page: wait for the vacancy itself.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/vacancies\/\d+/);
  await hydrated(page);
  const heart = page.getByRole("button", { name: `Bewaren: ${title}` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // Not in this browser's storage: on the account.
  expect(await page.evaluate(() => localStorage.getItem("saved-vacancies"))).toBeNull();
  await page.goto(at("oldebroek", "/nl/profiel"));
  await expect(page.getByRole("region", { name: "Bewaard" }).getByRole("link", { name: title })).toBeVisible();
});

// On the public tenant, whose mails from jobs link to localhost (oldebroek's go to its own domain), and whose bank no
// spec counts: a vacancy published here changes nothing another spec expects.
test("a guest turns a search into an e-mail alert, confirms it from the mail, gets a new vacancy mailed and unsubscribes", async ({
  page,
  request,
}) => {
  const email = `alert-${Date.now()}@example.test`;
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(at(null, `${BANK}?q=voedselbank`));
    await hydrated(page);
    // A visitor's bank comes without the app (decision 9): its link brings the app, the alert's form open, and leaves
    // the address the search's.
    await page.getByRole("link", { name: "Mail me nieuwe vacatures zoals deze" }).click();
    const dialog = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(at(null, `${BANK}?q=voedselbank`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Mail me nieuwe vacatures zoals deze" }).click();
  const dialog = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
  await dialog.getByRole("button", { name: "Alert aanzetten" }).click();
  await expect(dialog.getByLabel(/^Je e-mailadres/)).toHaveAttribute("aria-invalid", "true");
  await axeLightAndDark(page);
  await dialog.getByLabel(/^Je e-mailadres/).fill(email);
  await dialog.getByRole("radio", { name: "Dagelijks" }).check();
  await dialog.getByRole("button", { name: "Alert aanzetten" }).click();
  await expect(dialog.getByTestId("alert-result")).toContainText(`we stuurden een mail naar ${email}`);
  // The search itself did not change while typing in the alert's form.
  await expect(page).toHaveURL(at(null, `${BANK}?q=voedselbank`));

  const mail = await inbox.waitFor(email, 15_000);
  expect(mail.subject).toBe("Bevestig je vacature-alert van Vrijwilligerscentrum Nijmegen");
  const link = /https?:\/\/\S+\/nl\/vacature-alert\/bevestigen\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  const url = new URL(link);
  await page.goto(at(null, `${url.pathname}${url.search}`));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Vacature-alert bevestigen" })).toBeVisible();
  await axeLightAndDark(page);
  await page.getByRole("button", { name: "Ja, zet mijn alert aan" }).click();
  await expect(page.getByTestId("vacancy-alert-result")).toContainText("Je vacature-alert staat aan");

  // A new vacancy that matches is published; the sweep mails it (other tests may publish matches too: at least ours).
  const title = `Voedselbank: pakketten inpakken ${Date.now()}`;
  const { id: vacancyId, organization } = await publishFoodBankVacancy(request, title);
  await runAlertSweep(request);
  const isAlert = (m: { to: string[]; subject: string }) => m.to.includes(email) && m.subject.includes("nieuwe vacatures");
  await expect.poll(async () => (await inbox.received(email)).some(isAlert), { timeout: 15_000 }).toBe(true);
  const alertMail = (await inbox.received(email)).find(isAlert);
  expect(alertMail?.subject).toMatch(/^\d+ nieuwe vacatures bij Vrijwilligerscentrum Nijmegen$/);
  expect(alertMail?.text).toContain(`${title} (${organization})`);
  const vacancyLink = at(null, `/nl/vacancies/${vacancyId}`);
  expect(alertMail?.text).toContain(vacancyLink);
  await page.goto(vacancyLink);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The mail's unsubscribe link: one question, one click, and the alert has ended.
  const unsubscribe = new RegExp(`http://localhost:${PORT}/nl/vacature-alert/afmelden\\?token=[\\w-]+`).exec(
    alertMail?.text ?? "",
  )?.[0];
  expect(unsubscribe, alertMail?.text).toBeTruthy();
  await page.goto(unsubscribe ?? "");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Afmelden voor vacature-alert" })).toBeVisible();
  await page.getByRole("button", { name: "Ja, meld me af" }).click();
  await expect(page.getByTestId("vacancy-alert-result")).toContainText("Je bent afgemeld");
  // A mail program's one-click (RFC 8058) from the List-Unsubscribe header: a POST without a page.
  const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(alertMail?.raw ?? "")?.[1] ?? "";
  expect(header).toMatch(new RegExp(`^http://localhost:${PORT}/api/v1/vacancy_alert_unsubscriptions\\?token=`));
  const answer = await request.post(header, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status(), await answer.text()).toBe(200);

  // Ended: another match and another sweep bring no second mail.
  await publishFoodBankVacancy(request, `Voedselbank: na het afmelden ${Date.now()}`);
  await runAlertSweep(request);
  expect((await inbox.received(email)).filter(isAlert)).toHaveLength(1);

  // An unsubscribe link we do not know.
  await page.goto(at(null, "/nl/vacature-alert/afmelden?token=onbekend"));
  await hydrated(page);
  await page.getByRole("button", { name: "Ja, meld me af" }).click();
  await expect(page.getByTestId("vacancy-alert-result")).toContainText("Deze link kennen we niet");
});

const ALERTS = "Vacature-alerts";

test("a volunteer sees his alerts on his profile, changes how often one mails and deletes it, at 390 and 320 px", async ({
  page,
}) => {
  await logInThroughPage(page, "volunteer@oldebroek.demo.test", `${BANK}?q=bibliotheek&remote=true`);
  await page.getByRole("button", { name: "Mail me nieuwe vacatures zoals deze" }).click();
  const dialog = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
  await dialog.getByRole("radio", { name: "Dagelijks" }).check();
  await dialog.getByRole("button", { name: "Alert aanzetten" }).click();
  await expect(dialog.getByTestId("alert-result")).toContainText("Je vacature-alert staat aan");

  await page.goto(at("oldebroek", "/nl/profiel"));
  await hydrated(page);
  const section = page.getByRole("region", { name: ALERTS });
  const words = "‘bibliotheek’ · Op afstand";
  const alert = section.getByTestId("vacancy-alert").filter({ has: page.getByRole("heading", { name: words }) });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Naar volunteer@oldebroek.demo.test");
  await expect(alert.getByRole("radio", { name: "Dagelijks" })).toBeChecked();
  await expect(alert.getByRole("link", { name: `Bekijk de vacatures voor ${words}` })).toHaveAttribute(
    "href",
    "/nl/vacancies/search?q=bibliotheek&remote=true",
  );
  await axeLightAndDark(page);

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const target of [alert.getByRole("button", { name: `Opslaan voor ${words}` }), alert.locator("summary")]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  }

  await alert.getByRole("radio", { name: "Wekelijks" }).check();
  await alert.getByRole("button", { name: `Opslaan voor ${words}` }).click();
  await expect(section.getByTestId("vacancy-alerts-result")).toHaveText("Deze vacature-alert mailt je nu wekelijks.");
  await page.reload();
  await expect(
    page.getByRole("region", { name: ALERTS }).getByTestId("vacancy-alert").filter({ hasText: words }).getByRole("radio", {
      name: "Wekelijks",
    }),
  ).toBeChecked();

  // Deleting asks first; 'Annuleren' keeps it.
  await hydrated(page);
  const remove = alert.locator("summary");
  await expect(remove).toHaveAccessibleName(`Vacature-alert verwijderen: ${words}`);
  await remove.click();
  await expect(alert.getByText("Deze vacature-alert verwijderen?")).toBeVisible();
  await alert.getByRole("button", { name: "Annuleren" }).click();
  await expect(alert.getByRole("button", { name: "Ja, verwijderen" })).toBeHidden();
  await remove.click();
  await alert.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(section.getByTestId("vacancy-alerts-result")).toHaveText("De vacature-alert is verwijderd.");
  await expect(section.getByTestId("vacancy-alerts-result")).toBeFocused();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: ALERTS }).getByTestId("vacancy-alert").filter({ hasText: words })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile's alert forms post to the page: how often, then delete after the question", async ({ page, context }) => {
    await signInAs(context, "volunteer");
    const made = await context.request.post(at(null, "/api/v1/vacancy_alerts"), {
      headers: { origin: at(null, ""), "content-type": "application/vnd.api+json" },
      data: {
        data: {
          type: "vacancy_alerts",
          attributes: { email: "volunteer@public.demo.test", frequency: "daily", search: "q=tuin" },
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(at(null, "/nl/profiel"));
    const alert = page.getByRole("region", { name: ALERTS }).getByTestId("vacancy-alert").filter({ hasText: "‘tuin’" });
    await expect(alert.getByRole("radio", { name: "Dagelijks" })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await alert.getByRole("radio", { name: "Wekelijks" }).check();
    await alert.getByRole("button", { name: "Opslaan voor ‘tuin’" }).click();
    await expect(page.getByTestId("vacancy-alerts-result")).toHaveText("Deze vacature-alert mailt je nu wekelijks.");
    await expect(alert.getByRole("radio", { name: "Wekelijks" })).toBeChecked();

    await alert.locator("summary").click();
    await alert.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByTestId("vacancy-alerts-result")).toHaveText("De vacature-alert is verwijderd.");
    await expect(alert).toHaveCount(0);
  });
});

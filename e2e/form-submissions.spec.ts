import { type APIRequestContext, expect } from "@playwright/test";
import { FORM_SPAM } from "../contract/form-spam";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

const SIGN_UP = "Aanmelden voor de vrijwilligersavond";
const EVALUATION = "Evaluatie training Omgaan met eenzaamheid";
const JSON_API = { "content-type": "application/vnd.api+json" };

/**
 * Answers the demo sign-up form through its public link, as the answering page does: the questions by their text,
 * sent as if the form had been open for a while (the API refuses faster answers).
 */
async function answerSignUp(request: APIRequestContext, token: string, byText: Record<string, string | string[]>) {
  const opened = await (await request.get(at(null, `/api/v1/public_forms/${token}`))).json();
  const questions: { id: string; text: string }[] = opened.data.attributes.questions;
  const answers = Object.fromEntries(
    Object.entries(byText).map(([text, answer]) => [questions.find((question) => question.text === text)?.id, answer]),
  );
  const started_at = Date.now() - (FORM_SPAM.minFillSeconds + 5) * 1000;
  const sent = await request.post(at(null, `/api/v1/public_forms/${token}/submissions`), {
    headers: JSON_API,
    data: { data: { type: "form_submissions", attributes: { answers, started_at } } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test("staff read a public form's submissions: filter, open one, mark it, note on it, export and delete it", async ({
  page,
  context,
  request,
}) => {
  // Two answers through the API, then some fifteen loads and saves: three times the usual time on a loaded machine.
  test.slow();
  await signInAs(context, "content-manager");
  const found = await context.request.get(at(null, `/api/v1/forms?filter[search]=${encodeURIComponent(SIGN_UP)}`));
  const token: string = (await found.json()).data[0].attributes.public_token;
  const marker = `Testers${Date.now()}`;
  await answerSignUp(request, token, {
    "Je naam": `Anna ${marker}`,
    "Je e-mailadres": `anna.${marker.toLowerCase()}@example.test`,
    "Met hoeveel personen kom je?": "2",
    "Hoe kom je naar het dorpshuis?": "Met de auto",
    "Heb je wensen voor het eten?": ["Vegetarisch", "Halal"],
    "Wil je nog iets kwijt?": "Ik neem een taart mee.\nEn slingers.",
  });
  await answerSignUp(request, token, {
    "Je naam": `Bram ${marker}`,
    "Je e-mailadres": `bram.${marker.toLowerCase()}@example.test`,
    "Met hoeveel personen kom je?": "1",
  });

  // From the list, the title opens the form's overview; the edit action stays beside it.
  await page.goto(at(null, "/nl/content/forms?q=vrijwilligersavond"));
  const row = page.getByTestId("forms-list").getByRole("listitem");
  await expect(row.getByRole("link", { name: `${SIGN_UP} bewerken` })).toBeVisible();
  await row.getByRole("link", { name: SIGN_UP, exact: true }).click();
  await expect(page.getByRole("heading", { name: SIGN_UP, level: 1 })).toBeVisible();
  const summary = page.getByTestId("form-summary");
  await expect(summary).toContainText("Iedereen (openbaar)");
  await expect(summary).toContainText("Open voor antwoorden");
  await expect(summary).toContainText("Sluit vanzelf bij 150 inzendingen.");
  await expect(summary).toContainText("Inzendingen worden 12 maanden na binnenkomst automatisch verwijderd.");
  await expect(page.getByTestId("public-link")).toHaveValue(`http://localhost:${new URL(page.url()).port}/nl/forms/${token}`);
  await expect(page.getByRole("heading", { name: "Uitnodigingen" })).toHaveCount(0);

  // The filters are the address's: a search for this test's answers finds both, newest first.
  await page.getByLabel("Zoek in antwoorden en e-mailadres").fill(marker);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  const list = page.getByTestId("submissions-list");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(`bram.${marker.toLowerCase()}@example.test`);
  // Each with its address, then its first answers.
  const anna = list.getByRole("listitem").last();
  await expect(anna).toContainText(`anna.${marker.toLowerCase()}@example.test`);
  await expect(anna).toContainText(`Anna ${marker} · 2 · Met de auto`);

  // The export is the list with the same filters.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-links").getByRole("link", { name: "CSV" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(`Anna ${marker}`);
  expect(text).toContain(`Bram ${marker}`);
  expect(new URL(download.url()).searchParams.get("q")).toBe(marker);

  // One submission: every question as it was asked, ticked boxes as a list, an empty answer says so.
  await list.getByRole("listitem").last().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Inzending van /, level: 1 })).toBeVisible();
  await expect(page.getByTestId("submission-details")).toContainText(`anna.${marker.toLowerCase()}@example.test`);
  const answers = page.getByTestId("answers");
  await expect(answers).not.toContainText("De avond begint om 19.30 uur");
  await expect(answers.getByRole("listitem")).toHaveText(["Vegetarisch", "Halal"]);
  await expect(answers.locator("div").filter({ hasText: "Je telefoonnummer" })).toContainText("Niet beantwoord");
  await expect(answers).toContainText("Ik neem een taart mee.");

  // Marked and annotated, each with its toast; the note is there after a reload.
  await hydrated(page);
  await page.getByRole("button", { name: "Markeren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De inzending is gemarkeerd." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Markering weghalen" })).toBeVisible();
  await page.getByLabel(/^Notitie/).fill("Bellen over het vervoer.");
  await page.getByRole("button", { name: "Notitie opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De notitie is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Notitie/)).toHaveValue("Bellen over het vervoer.");

  // Only the marked ones: this test's marked answer, with its star.
  await page.getByRole("link", { name: `Terug naar ${SIGN_UP}` }).click();
  await page.getByLabel("Zoek in antwoorden en e-mailadres").fill(marker);
  await page.getByLabel("Markering").selectOption("true");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Gemarkeerd");
  await expect(list.getByRole("listitem")).toContainText(`Anna ${marker}`);

  // Deleted after asking: back on the overview with a toast, and gone from the list.
  await list.getByRole("listitem").getByRole("link").click();
  await hydrated(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Inzending verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De inzending is verwijderd." })).toBeVisible();
  await expect(page.getByRole("heading", { name: SIGN_UP, level: 1 })).toBeVisible();
  await page.goto(at(null, `${new URL(page.url()).pathname}?q=${marker}&marked=true`));
  await expect(page.getByTestId("submissions-empty")).toContainText("Geen inzendingen gevonden met deze filters.");

  // The edit and preview screens lead back to the overview.
  await page.getByRole("link", { name: "Formulier bewerken" }).click();
  await page.getByRole("link", { name: "Terug naar het overzicht van het formulier" }).click();
  await page.getByRole("link", { name: "Voorbeeld bekijken" }).click();
  await page.getByRole("link", { name: "Terug naar het overzicht van het formulier" }).click();
  await expect(page.getByRole("heading", { name: SIGN_UP, level: 1 })).toBeVisible();
});

test("staff invite people to a form by invitation and withdraw an invitation; the addresses are checked first", async ({
  page,
  context,
}) => {
  test.slow();
  await signInAs(context, "content-manager");
  const stamp = Date.now();
  await page.goto(at(null, "/nl/content/forms?q=eenzaamheid"));
  await page.getByTestId("forms-list").getByRole("link", { name: EVALUATION, exact: true }).click();
  await expect(page.getByRole("heading", { name: EVALUATION, level: 1 })).toBeVisible();
  const summary = page.getByTestId("form-summary");
  await expect(summary).toContainText("Alleen genodigden");
  await expect(summary).toContainText("Een uitnodiging werkt één keer.");
  await expect(summary).toContainText("Inzendingen worden 6 maanden na binnenkomst automatisch verwijderd.");
  await expect(page.getByTestId("public-link")).toHaveCount(0);

  // In the browser: what is no address is named before anything is sent.
  await hydrated(page);
  const emails = page.getByLabel(/^E-mailadressen/);
  await emails.fill("geen-adres\npiet@");
  await emails.blur();
  await expect(page.locator("#emails-error")).toHaveText("Dit zijn geen geldige e-mailadressen: geen-adres, piet@");
  await expect(emails).toHaveAttribute("aria-invalid", "true");

  // A name with its address, a comma and a semicolon: two invitations, counted before any is sent, then each sent.
  await emails.fill(`Piet Test <piet.${stamp}@example.test>, lien.${stamp}@example.test;`);
  await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
  const review = page.getByTestId("invitation-review");
  await expect(review).toContainText("Je staat op het punt 2 uitnodigingen te versturen.");
  await expect(review.getByRole("heading", { name: "Uitnodigingen versturen?" })).toBeFocused();
  await expect(page.getByTestId("invitations-list").getByText(`piet.${stamp}@example.test`)).toHaveCount(0);
  await review.getByRole("button", { name: "Ja, verstuur 2 uitnodigingen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De uitnodigingen zijn verstuurd." })).toBeVisible();
  const invitations = page.getByTestId("invitations-list");
  const piet = invitations.getByRole("listitem").filter({ hasText: `piet.${stamp}@example.test` });
  await expect(piet).toContainText("Verstuurd");
  await expect(invitations.getByRole("listitem").filter({ hasText: `lien.${stamp}@example.test` })).toContainText("Verstuurd");
  await expect(emails).toHaveValue("");

  // Withdrawn after asking: it stays in the list as withdrawn, without the button.
  await hydrated(page);
  page.once("dialog", (dialog) => dialog.accept());
  await piet.getByRole("button", { name: `Uitnodiging voor piet.${stamp}@example.test intrekken` }).click();
  await expect(page.getByRole("status").filter({ hasText: "De uitnodiging is ingetrokken." })).toBeVisible();
  await expect(piet).toContainText("Ingetrokken");
  await expect(piet.getByRole("button")).toHaveCount(0);

  // Several answers per invitation is a setting of the form, explained on the overview.
  await page.getByRole("link", { name: "Formulier bewerken" }).click();
  await page.getByLabel("Een uitnodiging mag vaker worden ingevuld").check();
  await page.getByRole("button", { name: "Opslaan" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Het formulier is opgeslagen." })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar het overzicht van het formulier" }).click();
  await expect(summary).toContainText("Met een uitnodiging mag vaker worden ingevuld.");
  // Other specs share the server: the demo form goes back to one answer per invitation.
  await page.getByRole("link", { name: "Formulier bewerken" }).click();
  await page.getByLabel("Een uitnodiging mag vaker worden ingevuld").uncheck();
  await page.getByRole("button", { name: "Opslaan" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Het formulier is opgeslagen." })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's action checks the addresses too, and the filters still work", async ({ page, context }) => {
    await signInAs(context, "content-manager");
    await page.goto(at(null, "/nl/content/forms?q=eenzaamheid"));
    await page.getByTestId("forms-list").getByRole("link", { name: EVALUATION, exact: true }).click();
    await page.getByLabel(/^E-mailadressen/).fill("anna@example.test\nniemand");
    await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
    await expect(page.locator("#emails-error")).toHaveText("Dit is geen geldig e-mailadres: niemand");
    await expect(page.getByLabel(/^E-mailadressen/)).toHaveValue("anna@example.test\nniemand");

    // The question before sending is the server's page too; only its button sends.
    const anna = `anna.${Date.now()}@example.test`;
    await page.getByLabel(/^E-mailadressen/).fill(anna);
    await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
    await expect(page.getByTestId("invitation-review")).toContainText("Je staat op het punt 1 uitnodiging te versturen.");
    await page.getByRole("button", { name: "Ja, verstuur 1 uitnodiging" }).click();
    await expect(page.getByTestId("invitations-list").getByRole("listitem").filter({ hasText: anna })).toContainText("Verstuurd");

    await page.getByLabel("Markering").selectOption("true");
    await page.getByLabel("Vanaf").fill("2020-01-01");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/marked=true/);
    await expect(page).toHaveURL(/from=2020-01-01/);
    await expect(page.getByLabel("Markering")).toHaveValue("true");
  });
});

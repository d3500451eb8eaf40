import { type Browser, expect, type Page } from "@playwright/test";
import { FORM_SPAM } from "../contract/form-spam";
import { at, hydrated, signInAs } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

test.describe.configure({ mode: "serial" });

const FORM_TITLE = "Aanmelden voor de vrijwilligersavond";

/** Calls the forms API as the centre's content manager, as the form builder's screens do. */
async function asContentManager<T>(browser: Browser, call: (request: Page["request"]) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  await signInAs(context, "content-manager");
  try {
    return await call(context.request);
  } finally {
    await context.close();
  }
}

/** The public token of the demo sign-up form every centre has. */
const demoToken = (browser: Browser) =>
  asContentManager(browser, async (request) => {
    const response = await request.get(at(null, `/api/v1/forms?filter[search]=${encodeURIComponent(FORM_TITLE)}`));
    const [form] = (await response.json()).data;
    return form.attributes.public_token as string;
  });

/** A person needs a moment to fill a form in: the API refuses answers sent faster (FORM_SPAM.minFillSeconds). */
const waitLikeAPerson = (page: Page) => page.waitForTimeout(FORM_SPAM.minFillSeconds * 1000 + 200);

test("a volunteer on a phone answers the public sign-up form: each answer is checked when left, a confirmation is mailed", async ({
  browser,
}) => {
  test.slow();
  const token = await demoToken(browser);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at(null, `/nl/forms/${token}`));
  await hydrated(page);
  await expect(page).toHaveTitle(new RegExp(FORM_TITLE));
  await expect(page.getByRole("heading", { name: FORM_TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText("De avond begint om 19.30 uur in het dorpshuis.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // A required question left empty, a wrong e-mail address and phone number: each says so when it is left.
  await page.getByLabel(/^Je naam/).focus();
  await page.getByLabel(/^Je e-mailadres/).focus();
  await expect(page.getByText("Dit veld is verplicht")).toBeVisible();
  await expect(page.getByLabel(/^Je naam/)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(/^Je e-mailadres/).fill("anna@");
  await page.getByLabel(/^Je telefoonnummer/).fill("12");
  await page.getByLabel(/^Met hoeveel personen/).focus();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(page.getByText("Vul een telefoonnummer in, bijvoorbeeld 06 12345678 of +31612345678")).toBeVisible();
  await expect(page.getByLabel(/^Je telefoonnummer/)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/^Je naam/).fill("Anna de Vries");
  await page.getByLabel(/^Je e-mailadres/).fill("anna.formulier@example.test");
  await page.getByLabel(/^Je telefoonnummer/).fill("06 12345678");
  await page.getByLabel(/^Met hoeveel personen/).fill("2");
  await page.getByLabel("Met de auto").check();
  await page.getByLabel("Vegetarisch").check();
  await page.getByLabel("Glutenvrij").check();
  await page.getByLabel(/^Wil je nog iets kwijt/).fill("Ik neem een taart mee.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Versturen" }).click();

  await expect(page.getByTestId("form-outcome")).toHaveText("Bedankt, je antwoorden zijn verstuurd.");
  await expect(page.getByText("We hebben een bevestiging gestuurd naar anna.formulier@example.test.")).toBeVisible();
  expect(new URL(page.url()).search).toBe("?verzonden=1");
  // A typed address hears only that the answers came, never what was typed (decision 17).
  const mail = await inbox.waitFor("anna.formulier@example.test", 20_000, `We hebben je antwoorden ontvangen: ${FORM_TITLE}`);
  expect(mail.text).not.toContain("Vegetarisch");
  expect(mail.text).not.toContain("Ik neem een taart mee.");
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent as a plain post; the server's refusal is shown by its question, with the answers kept", async ({
    page,
    browser,
  }) => {
    test.slow();
    const token = await demoToken(browser);
    // The public centre publishes English: its demo form reads in English on /en.
    await page.goto(at(null, `/en/forms/${token}`));
    await page.getByLabel(/^Your e-mail address/).fill("bram@");
    await page.getByLabel("On foot or by bike").check();
    await page.getByLabel("Halal").check();
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send" }).click();

    await expect(page.getByRole("alert")).toHaveText("The form contains errors");
    await expect(page.getByLabel(/^Your name/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(page.getByLabel(/^Your e-mail address/)).toHaveValue("bram@");
    await expect(page.getByLabel("On foot or by bike")).toBeChecked();
    await expect(page.getByLabel("Halal")).toBeChecked();

    await page.getByLabel(/^Your name/).fill("Bram Jansen");
    await page.getByLabel(/^Your e-mail address/).fill("bram.formulier@example.test");
    await page.getByLabel(/^How many people/).fill("1");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("form-outcome")).toHaveText("Thank you, your answers have been sent.");
    await expect(page.getByText("We have sent a confirmation to bram.formulier@example.test.")).toBeVisible();
    const mail = await inbox.waitFor("bram.formulier@example.test", 20_000);
    expect(mail.text).not.toContain("Halal");
  });
});

test("a closed form says so kindly and shows no questions; an unknown token is not found", async ({ page, browser }) => {
  const title = `Gesloten formulier ${Date.now()}`;
  const form = await asContentManager(browser, async (request) => {
    const response = await request.post(at(null, "/api/v1/forms"), {
      headers: { Origin: at(null, ""), "Content-Type": "application/vnd.api+json" },
      data: { data: { type: "forms", attributes: { title, is_open: false } } },
    });
    expect(response.status()).toBe(201);
    const { data } = await response.json();
    return { id: data.id as string, token: data.attributes.public_token as string };
  });
  try {
    await page.goto(at(null, `/nl/forms/${form.token}`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("form-outcome")).toHaveText("Dit formulier neemt geen antwoorden meer aan.");
    await expect(page.getByRole("button", { name: "Versturen" })).toHaveCount(0);
    await page.goto(at(null, `/en/forms/${form.token}`));
    await expect(page.getByTestId("form-outcome")).toHaveText("This form no longer takes answers.");
    // Answers sent to it anyway (a page left open) lead back to the page that says so.
    const sent = await page.request.post(at(null, `/nl/forms/${form.token}`), {
      form: { started_at: "0" },
      headers: { Origin: at(null, "") },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    expect(sent.headers().location).toBe(`/nl/forms/${form.token}`);
  } finally {
    await asContentManager(browser, (request) =>
      request.delete(at(null, `/api/v1/forms/${form.id}`), { headers: { Origin: at(null, "") } }),
    );
  }

  const unknown = await page.goto(at(null, "/nl/forms/geen-echte-token-van-ons"));
  expect(unknown?.status()).toBe(404);
});

test("/test/formbuilder shows every kind of question, checks each when left and shows the checked answers", async ({
  page,
  context,
}) => {
  // The developer pages are for admins in production (the browser tests run a production build).
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/test/formbuilder"));
  await hydrated(page);
  const form = page.getByRole("form", { name: "Alle soorten vragen" });
  await expect(form.getByText("Dit is een uitleg tussen de vragen")).toBeVisible();
  for (const label of [/^Je naam/, /^Vertel iets/, /^Op welke datum/, /^Hoeveel uur/, /^Je e-mailadres/, /^Je website/]) {
    await expect(form.getByLabel(label)).toBeVisible();
  }
  await expect(form.getByLabel(/^Vertel iets/)).toHaveJSProperty("tagName", "TEXTAREA");
  const days = form.getByRole("group", { name: /^Welke dag/ });
  const help = form.getByRole("group", { name: /^Waar wil je bij helpen/ });
  await expect(days.getByRole("radio")).toHaveCount(3);
  await expect(help.getByRole("checkbox")).toHaveCount(3);
  await expect(form.getByLabel(/^Je telefoonnummer/)).toHaveAttribute("type", "tel");
  await expect(form.getByLabel(/^Hoe laat/)).toHaveAttribute("type", "time");

  await form.getByLabel(/^Je website/).fill("geen adres");
  await form.getByLabel(/^Je website/).blur();
  await expect(form.getByText("Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)")).toBeVisible();
  await form.getByRole("button", { name: "Controleren" }).click();
  await expect(form.getByRole("alert")).toHaveText("Het formulier bevat fouten");
  await expect(form.getByLabel(/^Je naam/)).toBeFocused();

  await form.getByLabel(/^Je naam/).fill("  Anna  ");
  await days.getByLabel("Woensdag").check();
  await form.getByLabel(/^Op welke datum/).fill("2026-09-01");
  await form.getByLabel(/^Je e-mailadres/).fill("anna@example.test");
  await form.getByLabel(/^Je website/).fill("");
  await help.getByLabel("Zaterdag").check();
  await form.getByRole("button", { name: "Controleren" }).click();
  const answers = JSON.parse((await page.getByTestId("checked-answers").textContent()) ?? "{}");
  // A choice is answered by its option's id (decision 36): Woensdag is b, Zaterdag is c.
  expect(answers).toEqual({ "2": "Anna", "4": "b", "5": "2026-09-01", "7": ["c"], "8": "anna@example.test" });
});

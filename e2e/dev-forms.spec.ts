import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// The developer pages are for admins in production (the browser tests run a production build).
test.beforeEach(({ context }) => signInAs(context, "admin"));

// The step's own heading; the footer has headings of its own.
const stepHeading = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("heading", { level: 2 });

const counts = async (page: import("@playwright/test").Page) =>
  (await page.getByTestId("dupe-counts").locator("dd").allTextContents()).map(Number);

test("/test/dupe handles a double click once, and refuses the same form sent again", async ({ page, context }) => {
  await page.goto(at(null, "/nl/test/dupe"));
  await hydrated(page);
  const [accepted, refused] = await counts(page);
  const token = await page.locator('input[name="token"]').inputValue();
  await page.getByRole("button", { name: "Versturen" }).dblclick();
  await expect(page.getByTestId("dupe-result")).toHaveText("Ontvangen en verwerkt.");
  await expect.poll(() => counts(page)).toEqual([accepted + 1, refused]);

  // The same form again (a resend, a second tab): nothing is done twice.
  const again = await context.request.post(at(null, "/nl/test/dupe"), { form: { token }, headers: { Origin: at(null, "") } });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("Dit formulier was al ontvangen; er is niets dubbel gedaan.");
  await page.reload();
  await expect.poll(() => counts(page)).toEqual([accepted + 1, refused + 1]);
});

test("/test/tiptap edits rich text and posts its HTML", async ({ page }) => {
  await page.goto(at(null, "/en/test/tiptap"));
  await hydrated(page);
  const editor = page.getByRole("textbox", { name: "Text" });
  await expect(editor.locator("h2")).toHaveText("Vrijwilligerswerk");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Nieuw");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("tiptap-posted")).toContainText("<strong>Nieuw</strong>");
  await expect(page.getByTestId("tiptap-posted")).toContainText("<h2>Vrijwilligerswerk</h2>");
});

test("/test/step-form checks each step on Next, keeps answers on Back, and sends them all", async ({ page }) => {
  await page.goto(at(null, "/nl/test/step-form"));
  await hydrated(page);
  await page.getByRole("button", { name: "Volgende" }).click();
  // Both left empty: 'required', for the e-mail address too (not 'enter a valid e-mail address').
  await expect(page.getByText("Dit veld is verplicht")).toHaveCount(2);
  await expect(stepHeading(page)).toHaveText("Over jou");
  await page.getByLabel(/^Voornaam/).fill("Anna");
  await page.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(stepHeading(page)).toHaveText("Beschikbaarheid");
  await page.getByLabel(/^Uren per week/).fill("80");
  await page.getByLabel(/^Woonplaats/).fill("Ede");
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(stepHeading(page)).toHaveText("Beschikbaarheid");
  await page.getByRole("button", { name: "Vorige" }).click();
  await expect(page.getByLabel(/^Voornaam/)).toHaveValue("Anna");
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByLabel(/^Uren per week/)).toHaveValue("80");
  await page.getByLabel(/^Uren per week/).fill("8");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel(/^Waarom/).fill("Ik help graag anderen.");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("step-done")).toContainText("anna@example.nl");
  await expect(page.getByTestId("step-done")).toContainText("Ik help graag anderen.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/test/step-form-2 goes back and forth, the server checks each step, and ends with a review", async ({ page }) => {
    await page.goto(at(null, "/en/test/step-form-2"));
    await page.getByLabel(/^Name of the organisation/).fill("Buurthuis De Brug");
    await page.getByLabel(/^Website/).fill("geen url");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Organisation");
    await expect(page.getByText("Enter a valid URL")).toBeVisible();
    await page.getByLabel(/^Website/).fill("");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Contact person");
    await page.getByLabel(/^Contact person's name/).fill("Piet");
    await page.getByLabel(/^Phone number/).fill("0612345678");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel(/^Name of the organisation/)).toHaveValue("Buurthuis De Brug");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel(/^Contact person's name/)).toHaveValue("Piet");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel(/^Postcode/).fill("6711 AB");
    await page.getByLabel(/^Town/).fill("Ede");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Review");
    await expect(page.getByText("6711 AB")).toBeVisible();
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("step-done")).toContainText("Buurthuis De Brug");
  });
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const longDate = (lang: string, day: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

test("/test/datepicker shows the chosen day in Dutch and in English, and refuses one out of range", async ({ page }) => {
  const day = inDays(10);
  for (const [lang, submit, chosen, saved] of [
    ["nl", "Opslaan", "Gekozen", "Opgeslagen"],
    ["en", "Save", "Chosen", "Saved"],
  ]) {
    await page.goto(at(null, `/${lang}/test/datepicker`));
    await hydrated(page);
    const input = page.locator("#date");
    await expect(input).toHaveAttribute("type", "date");
    await expect(input).toHaveAttribute("aria-describedby", "date-hint");
    await input.fill(day);
    await expect(page.getByTestId("date-chosen")).toHaveText(`${chosen}: ${longDate(lang, day)}`);
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByTestId("date-saved")).toHaveText(`${saved}: ${longDate(lang, day)}`);
  }
  await page.goto(at(null, "/nl/test/datepicker"));
  await hydrated(page);
  await page.locator("#date").fill("2001-01-01");
  await page.locator("#date").blur();
  await expect(page.locator("#date-error")).toContainText("Kies een datum op of na");
  await expect(page.locator("#date")).toHaveAttribute("aria-invalid", "true");
});

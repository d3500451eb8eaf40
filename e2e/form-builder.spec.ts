import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

/** The Dutch field, not its English twin below it ("… in het Engels"). */
const dutch = (label: string) => new RegExp(`^${label}(?! in het Engels)`);

test("a content manager makes a form from Content, adds questions of several kinds, puts one first and removes the form", async ({
  page,
  context,
}) => {
  // A whole journey of some twenty saves and loads: three times the usual time on a loaded machine.
  test.slow();
  const title = `Aanmelding burendag ${Date.now()}`;
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content"));
  await page.getByRole("navigation", { name: "Onderdelen van de content" }).getByRole("link", { name: "Formulieren" }).click();
  await expect(page.getByRole("heading", { name: "Formulieren", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Nieuw formulier" }).click();
  await expect(page.getByRole("heading", { name: "Nieuw formulier", level: 1 })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  // The API's rule in the form: a title of at least 3 characters; what was typed stays.
  await page.getByLabel(dutch("Tekst boven het formulier")).fill("Meld je aan voor de burendag.");
  await page.getByLabel(dutch("Titel")).fill("Ab");
  await page.getByRole("button", { name: "Formulier maken" }).click();
  await expect(page.locator("#title-error")).toHaveText("Gebruik minimaal 3 tekens");
  await expect(page.getByLabel(dutch("Tekst boven het formulier"))).toHaveValue("Meld je aan voor de burendag.");

  await page.getByLabel(dutch("Titel")).fill(title);
  await page.getByLabel("Alleen genodigden").check();
  await page.getByRole("button", { name: "Formulier maken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het formulier is gemaakt. Voeg nu de vragen toe." })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Dit formulier heeft nog geen vragen.")).toBeVisible();

  // A choice without its options is refused with the reason; the options field shows only for choices.
  await hydrated(page);
  await expect(page.getByLabel(dutch("Keuzes"))).toBeHidden();
  await page.getByLabel(/^Soort vraag/).selectOption("multiple_choice");
  await page.getByRole("textbox", { name: dutch("Vraag") }).fill("Neem je iets mee?");
  await page.getByLabel(dutch("Keuzes")).fill("Taart");
  await page.getByRole("button", { name: "Vraag toevoegen" }).click();
  await expect(page.locator("#question_options-error")).toHaveText("Geef minstens 2 keuzes");
  await page.getByLabel(dutch("Keuzes")).fill("Taart\nSoep\n\nNiets");
  await page.getByRole("button", { name: "Vraag toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De vraag is toegevoegd." })).toBeVisible();

  await hydrated(page);
  await page.getByRole("textbox", { name: dutch("Vraag") }).fill("Je e-mailadres");
  await page.getByLabel(/^Soort vraag/).selectOption("email");
  await expect(page.getByLabel("Ruimte voor een lang antwoord")).toBeHidden();
  await page.getByLabel("Verplicht om in te vullen").check();
  await page.getByRole("button", { name: "Vraag toevoegen" }).click();
  const list = page.getByRole("list", { name: "Vragen in volgorde" });
  await expect(list.getByTestId("question-row")).toHaveCount(2);
  await expect(list.getByTestId("question-row").first()).toContainText("Meerkeuze (één antwoord) · 3 keuzes");
  await expect(list.getByTestId("question-row").last()).toContainText("E-mailadres · verplicht");

  // The e-mail question first, with the keyboard on its handle; the order holds after a reload.
  await hydrated(page);
  await list.getByRole("button", { name: "Je e-mailadres verslepen" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "De volgorde is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Vragen in volgorde" }).getByTestId("question-row").first()).toContainText(
    "Je e-mailadres",
  );

  // Edited: the question's text changes in place.
  await page.getByRole("link", { name: "Vraag ‘Neem je iets mee?’ bewerken" }).click();
  await expect(page.getByRole("group", { name: "Vraag bewerken" })).toBeVisible();
  await page.getByRole("textbox", { name: dutch("Vraag") }).fill("Wat neem je mee?");
  await page.getByRole("button", { name: "Opslaan" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "De vraag is opgeslagen." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Vragen in volgorde" })).toContainText("Wat neem je mee?");
  expect(await axeViolations(page)).toEqual([]);

  // The list says who may answer, how many questions and that it takes answers; it is found by its title.
  await page.goto(at(null, `/nl/form_builder?q=${encodeURIComponent(title)}`));
  await expect(page.getByRole("heading", { name: "Formulieren", level: 1 })).toBeVisible();
  const row = page.getByTestId("forms-list").getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Alleen genodigden · 2 vragen · 0 inzendingen");
  await expect(row).toContainText("Open voor antwoorden");

  // Other specs share the server: the form goes again, with its questions.
  await row.getByRole("link", { name: `${title} bewerken` }).click();
  await hydrated(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Formulier verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het formulier is verwijderd." })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

// A page manager has no forms: no tab under content and no way in by address: app/routes/server-rendered.test.ts.

test("the preview shows the form as a respondent sees it and checks each answer when it is left, in the API's words", async ({
  page,
  context,
}) => {
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content/forms?q=vrijwilligersavond"));
  await page.getByTestId("forms-list").getByRole("link", { name: "Aanmelden voor de vrijwilligersavond", exact: true }).click();
  await page.getByRole("link", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByRole("heading", { name: "Voorbeeld: Aanmelden voor de vrijwilligersavond", level: 1 })).toBeVisible();
  await hydrated(page);
  const preview = page.getByTestId("form-preview");
  await expect(preview).toContainText("De avond begint om 19.30 uur in het dorpshuis.");

  // Left empty or wrong, a question says so when the respondent moves on.
  await preview.getByLabel(/^Je naam/).focus();
  await preview.getByLabel(/^Je e-mailadres/).fill("anna@");
  await preview.getByLabel(/^Je telefoonnummer/).fill("12345");
  await preview.getByLabel(/^Met hoeveel personen/).focus();
  await expect(preview.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(preview.getByText("Dit veld is verplicht")).toBeVisible();
  await preview.getByLabel(/^Met hoeveel personen/).blur();
  await expect(preview.getByText("Vul een telefoonnummer in, bijvoorbeeld 06 12345678 of +31612345678")).toBeVisible();

  // Put right, the messages go; sending checks everything and, in the preview, sends nothing.
  await preview.getByLabel(/^Je naam/).fill("Anna de Vries");
  await preview.getByLabel(/^Je e-mailadres/).fill("anna@example.nl");
  await preview.getByLabel(/^Je telefoonnummer/).fill("06 12345678");
  await preview.getByLabel(/^Met hoeveel personen/).fill("2");
  await preview.getByRole("checkbox", { name: "Vegetarisch" }).check();
  await preview.getByRole("button", { name: "Versturen" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Alles is goed ingevuld. In het voorbeeld wordt niets verstuurd." }),
  ).toBeVisible();
  await expect(preview.getByText("Dit veld is verplicht")).toHaveCount(0);

  // On a phone's width, nothing is wider than the phone.
  await page.getByRole("button", { name: "Telefoon" }).click();
  expect(await preview.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

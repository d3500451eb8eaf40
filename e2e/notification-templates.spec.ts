import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

const STAFF = "center-superuser@roermond.demo.test";

test("a coordinator finds the centre's e-mails under settings, changes one, previews, tests and resets it", async ({ page }) => {
  test.slow();
  await logInThroughPage(page, STAFF, "/nl/instellingen/design", "roermond");
  await page.getByRole("navigation", { name: "Onderdelen van de instellingen" }).getByRole("link", { name: "E-mails" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl/notification_templates"));
  await expect(page.getByRole("heading", { name: "Account en beveiliging" })).toBeVisible();
  const promoted = page.getByRole("link", { name: /Plek vrijgekomen bij een workshop/ });
  await expect(promoted).not.toContainText("Aangepast");
  expect(await axeViolations(page)).toEqual([]);

  await promoted.click();
  await expect(page.getByRole("heading", { name: "Plek vrijgekomen bij een workshop" })).toBeVisible();
  await hydrated(page);
  const subject = page.getByLabel(/^Onderwerp/);
  await expect(subject).toHaveValue("Er is een plek voor je: {{ workshop }}");
  expect(await axeViolations(page)).toEqual([]);

  // A variable the mail does not have is refused at its field, and nothing is kept.
  await page.getByLabel(/^Tekst/).fill("Hallo {{ wachtwoord }}");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Deze e-mail kent de variabele ‘wachtwoord’ niet; kies er een uit de lijst.")).toBeVisible();
  await expect(page.getByLabel(/^Tekst/)).toHaveAttribute("aria-invalid", "true");

  // The preview shows the draft with the sample values, before it is saved.
  await subject.fill("Goed nieuws: {{ workshop }}");
  await page.getByLabel(/^Tekst/).fill("Beste {{ name }},\n\nJe kunt mee naar {{ workshop }}.\n\n[Bekijk]({{ workshop_url }})");
  await page.getByRole("button", { name: "Voorbeeld bijwerken" }).click();
  await expect(page.getByTestId("preview-subject")).toHaveText("Goed nieuws: Omgaan met dementie");
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByText("Je kunt mee naar Omgaan met dementie.")).toBeVisible();
  await expect(frame.getByRole("link", { name: "Bekijk" })).toBeVisible();

  await page.getByRole("button", { name: "Testmail naar mij sturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: STAFF })).toBeVisible();
  const testMail = await inbox.waitFor(STAFF, 15_000, "[Test] Goed nieuws: Omgaan met dementie");
  expect(testMail.text).toContain("Je kunt mee naar Omgaan met dementie.");

  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De e-mail is opgeslagen.")).toBeVisible();
  await expect(page.getByText("Je centrale heeft deze tekst aangepast.")).toBeVisible();
  await page.getByRole("link", { name: "Alle e-mails" }).click();
  await expect(page.getByRole("link", { name: /Plek vrijgekomen bij een workshop/ })).toContainText("Aangepast");

  // The English text is its own, still the product's.
  await page.goto(at("roermond", "/nl/notification_templates/workshop_promoted/edit?taal=en"));
  await expect(page.getByLabel(/^Onderwerp/)).toHaveValue("A seat for you: {{ workshop }}");

  await page.goto(at("roermond", "/nl/notification_templates/workshop_promoted/edit"));
  await hydrated(page);
  await page.getByText("Standaardtekst terugzetten").click();
  await page.getByRole("button", { name: "Ja, zet de standaardtekst terug" }).click();
  await expect(page.getByText("De standaardtekst staat weer terug.")).toBeVisible();
  await expect(page.getByLabel(/^Onderwerp/)).toHaveValue("Er is een plek voor je: {{ workshop }}");
});

test("a security mail cannot be switched off", async ({ page }) => {
  await logInThroughPage(page, STAFF, "/nl/notification_templates/password_reset/edit", "roermond");
  await expect(page.getByRole("checkbox", { name: "Deze e-mail versturen" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Deze e-mail versturen" })).toBeChecked();
  await expect(page.getByText("Deze e-mail houdt accounts veilig en wordt altijd verstuurd.")).toBeVisible();
});

import { expect, type Page } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The vacancy back office: writing a vacancy with the editor, the state machine's actions, bulk edits, and who may
// open it. Serial: the tests change the oldebroek tenant's vacancies, and the machine has two cores.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";

async function signIn(page: Page, role: string, path: string) {
  await page.goto(at("oldebroek", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(`${role}@oldebroek.demo.test`);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", path));
}

/** A date a year from now as the date control wants it. */
const nextYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

test("an organization superuser writes a vacancy with the editor, saves a draft and publishes it", async ({ page }) => {
  const title = `Voorlezen in de bibliotheek ${Date.now()}`;
  await signIn(page, "organization-superuser", "/nl/vacancies");
  await page.getByRole("link", { name: "Nieuwe vacature" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/vacancies/add"));
  await expect(page).toHaveTitle(/^Vacature toevoegen - /);
  await hydrated(page);

  // Validation on blur, from the contract's schema, in Dutch.
  await page.getByLabel(/^Titel/).fill("ab");
  await page.getByLabel(/^Korte samenvatting/).focus();
  await expect(page.locator("#title-error")).toHaveText("Gebruik minimaal 3 tekens");
  await page.getByLabel(/^Titel/).fill(title);

  // Bold text and a bulleted list with the toolbar and the keyboard.
  const editor = page.getByRole("textbox", { name: /^Beschrijving/ });
  await editor.click();
  await page.getByRole("button", { name: "Vet" }).click();
  await page.keyboard.type("Samen lezen");
  await page.getByRole("button", { name: "Vet" }).click();
  await page.keyboard.type(" met kinderen uit groep 3.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Opsomming" }).click();
  await page.keyboard.type("Elke woensdag");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Boeken zijn er");
  await expect(editor.locator("strong")).toHaveText("Samen lezen");
  await expect(editor.locator("ul li")).toHaveCount(2);

  // No place and not remote: the API refuses, and says so on the city field, translated; on a phone the form's
  // errors, far above the button, come into view with the focus.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Opslaan als concept" }).click();
  await expect(page.locator("#city-error")).toHaveText("Vul een plaats in, of kies 'op afstand'.");
  await expect(page.getByTestId("form-alert")).toBeFocused();
  await expect(page.getByTestId("form-alert")).toBeInViewport();
  if (desktop) await page.setViewportSize(desktop);
  await expect(page.getByRole("textbox", { name: /^Beschrijving/ }).locator("strong")).toHaveText("Samen lezen");
  await page.getByLabel(/^Plaats/).fill("Oldebroek");
  // Themes volunteers browse by.
  await page.getByLabel("Onderwijs en taal", { exact: true }).check();
  await page.getByLabel("Kinderen en jongeren", { exact: true }).check();
  // The preview shows it as the public will see it.
  await page.getByRole("tab", { name: "Voorbeeld" }).click();
  const preview = page.getByTestId("vacancy-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("Samen lezen");
  await page.getByRole("tab", { name: "Bewerken" }).click();

  await page.getByRole("button", { name: "Opslaan als concept" }).click();
  await expect(page).toHaveURL(/\/nl\/vacancies\?status=draft/);
  await expect(page.getByRole("status").filter({ hasText: "De vacature is opgeslagen." })).toBeVisible();
  await expect(page.getByTestId("tab-draft")).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("vacancy-row").filter({ hasText: title });
  await expect(row).toContainText("Concept");
  // A draft can be published, not taken offline.
  await expect(row.getByRole("button", { name: `${title} offline halen` })).toHaveCount(0);

  // On the edit page a draft offers publishing only: no archive, no 'filled' (refused from draft).
  await row.getByRole("link", { name: `${title} bewerken` }).click();
  await hydrated(page);
  const actions = page.getByTestId("form-actions");
  await expect(actions.getByRole("button", { name: "Publiceren" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Archiveren" })).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Markeren als vervuld" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: /^Beschrijving/ }).locator("ul li")).toHaveCount(2);
  await expect(page.getByLabel("Onderwijs en taal", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Kinderen en jongeren", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Sport", { exact: true })).not.toBeChecked();
  // The contact person is one of the organization's two people, to choose from (not only 'keep as it is').
  const contact = page.getByLabel(/^Contactpersoon/);
  await expect(contact.locator("option")).toHaveCount(3);
  await expect(contact.locator("option:checked")).toHaveText(/^(Olga Organisatie|Mo Mentor|Sem Student)$/);

  await actions.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De status is gewijzigd." })).toBeVisible();
  await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();
  // Published: filled and archived are allowed, back to draft is not.
  await expect(actions.getByRole("button", { name: "Markeren als vervuld" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Archiveren" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Terug naar concept" })).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Publiceren" })).toHaveCount(0);

  await page.goto(at("oldebroek", "/nl/vacancies?status=published"));
  await expect(page.getByTestId("vacancy-row").filter({ hasText: title })).toContainText("Gepubliceerd");
});

test("a centre superuser changes the end date of three vacancies at once", async ({ page }) => {
  await signIn(page, "center-superuser", "/nl/vacancies/bulk-edit?status=published");
  await hydrated(page);
  const rows = page.getByTestId("bulk-list").getByRole("checkbox");
  for (const i of [0, 1, 2]) await rows.nth(i).check();
  await expect(page.getByTestId("bulk-selected")).toHaveText("3 vacatures gekozen");
  await page.getByLabel("Wijziging").selectOption("expires_at");
  await page.getByLabel("Nieuwe einddatum").fill(nextYear());
  await page.getByRole("button", { name: "Toepassen op 3 vacatures" }).click();

  const progress = page.getByRole("progressbar", { name: "Voortgang" });
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByTestId("bulk-progress-text")).toHaveText("3 van 3 verwerkt");
  await expect(page.getByTestId("bulk-succeeded")).toHaveText("3 vacatures bijgewerkt.");
  await expect(page.getByTestId("bulk-failed")).toHaveCount(0);
  await expect(page.getByTestId("bulk-row-outcome").filter({ hasText: "Bijgewerkt" })).toHaveCount(3);
});

test("a bulk status change the state machine refuses for some lists those with the reason, and retries them", async ({
  page,
}) => {
  await signIn(page, "center-superuser", "/nl/vacancies/bulk-edit");
  await hydrated(page);
  const list = page.getByTestId("bulk-list").getByRole("listitem");
  // Two drafts (draft -> filled is refused) and one published vacancy (published -> filled is allowed).
  const drafts = list.filter({ hasText: "Concept" });
  const published = list.filter({ hasText: "Gepubliceerd" });
  await drafts.nth(0).getByRole("checkbox").check();
  await drafts.nth(1).getByRole("checkbox").check();
  await published.nth(0).getByRole("checkbox").check();
  await page.getByLabel("Wijziging").selectOption("status");
  await page.getByLabel("Nieuwe status").selectOption("filled");
  await page.getByRole("button", { name: "Toepassen op 3 vacatures" }).click();

  await expect(page.getByTestId("bulk-progress-text")).toHaveText("3 van 3 verwerkt");
  await expect(page.getByTestId("bulk-succeeded")).toHaveText("1 vacature bijgewerkt.");
  await expect(page.getByTestId("bulk-failed")).toHaveText("2 vacatures niet bijgewerkt:");
  const failures = page.getByTestId("bulk-failures").getByRole("listitem");
  await expect(failures).toHaveCount(2);
  await expect(failures.first()).toContainText("Een vacature met status 'draft' kan niet naar 'filled'.");

  // A retry sends the failed ones again (and the API refuses them again, for the same reason).
  await page.getByRole("button", { name: "Opnieuw proberen voor de mislukte" }).click();
  await expect(page.getByTestId("bulk-progress-text")).toHaveText("2 van 2 verwerkt");
  await expect(page.getByTestId("bulk-failed")).toHaveText("2 vacatures niet bijgewerkt:");
});

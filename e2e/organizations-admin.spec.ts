import { expect, type Page } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";

/** Opens a signed-in-only page: the login comes first, then the page itself. */
async function signInTo(page: Page, host: string | null, path: string, email: string, lang: "nl" | "en" = "nl") {
  await page.goto(at(host, path));
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=/);
  await hydrated(page);
  await page.getByLabel(lang === "nl" ? /^E-mailadres/ : /^E-mail address/).fill(email);
  await page.getByLabel(lang === "nl" ? /^Wachtwoord/ : /^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: lang === "nl" ? "Inloggen" : "Log in" }).click();
  await expect(page).toHaveURL(at(host, path));
  await hydrated(page);
}

test("a centre superuser adds an organization, edits it, archives and restores it", async ({ page }) => {
  await signInTo(page, "oldebroek", "/nl/organizations/add", "center-superuser@oldebroek.demo.test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisatie toevoegen");

  // Validation on blur, with the contract's rules, in Dutch.
  await page.getByLabel(/^Postcode/).fill("80");
  await page.getByLabel(/^Plaats/).focus();
  await expect(page.locator("#postal_code-error")).toBeVisible();
  await page.getByLabel(/^Naam/).fill("Repair Café Wezep");
  await page.getByLabel(/^Soort organisatie/).selectOption("NonProfit");
  await page.getByLabel(/^Website/).fill("https://repaircafe-wezep.nl");
  await page.getByLabel(/^Telefoonnummer/).fill("038 - 3761234");
  await page.getByLabel(/^Over ons/).fill("Samen repareren in plaats van weggooien.");
  await page.getByLabel(/^Straat/).fill("Molenweg");
  await page.getByLabel(/^Huisnummer/).fill("3");
  await page.getByLabel(/^Postcode/).fill("8091 ab");
  await page.getByLabel(/^Plaats/).fill("Wezep");
  await page.getByLabel(/^Postcode/).blur();
  await expect(page.locator("#postal_code-error")).toHaveCount(0);
  await page.getByLabel(/^Soort maatschappelijke organisatie/).fill("Duurzaamheid");
  await page.getByLabel("Natuur en milieu").check();
  await page.getByRole("button", { name: "Organisatie toevoegen" }).click();

  await expect(page).toHaveURL(/\/nl\/organizations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repair Café Wezep");
  await expect(page.getByRole("status").filter({ hasText: "Repair Café Wezep is toegevoegd." })).toBeVisible();
  await expect(page.getByText("Molenweg 3, 8091 AB Wezep")).toBeVisible();
  // Oldebroek has one centre: nowhere to move to, so no move link.
  await expect(page.getByRole("link", { name: "Verplaatsen" })).toHaveCount(0);

  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisatie bewerken");
  await hydrated(page);
  await expect(page.getByLabel("Natuur en milieu")).toBeChecked();
  await page.getByLabel(/^Over ons/).fill("Elke eerste zaterdag samen repareren.");
  const contactDefault = page.getByLabel("Nieuwe vacatures tonen telefoon en e-mail van de contactpersoon aan vrijwilligers");
  await expect(contactDefault).not.toBeChecked();
  await contactDefault.check();
  // Leaving with unsaved changes asks first; staying keeps the changes.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page.getByLabel(/^Over ons/)).toHaveValue("Elke eerste zaterdag samen repareren.");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "De wijzigingen in Repair Café Wezep zijn opgeslagen." }),
  ).toBeVisible();
  await expect(page.getByText("Elke eerste zaterdag samen repareren.")).toBeVisible();

  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(contactDefault).toBeChecked();
  await expect(page.getByTestId("organization-status")).toHaveText("Actief");
  await page.getByRole("button", { name: "Archiveren" }).click();
  await expect(page.getByTestId("organization-status")).toHaveText("Gearchiveerd");
  await expect(page.getByRole("status").filter({ hasText: "Repair Café Wezep is gearchiveerd." })).toBeVisible();
  await page.getByRole("button", { name: "Herstellen" }).click();
  await expect(page.getByTestId("organization-status")).toHaveText("Actief");
  await expect(page.getByRole("button", { name: "Archiveren" })).toBeVisible();
});

test("an admin of the public tenant moves an organization to Heumen", async ({ page }) => {
  await signInTo(page, null, "/en/organizations", "admin@public.demo.test", "en");
  await page.getByRole("link", { name: "Move Voedselbank Nijmegen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move organisation");
  await hydrated(page);
  await expect(page.getByTestId("current-center")).toHaveText("Vrijwilligerscentrum Nijmegen");
  const target = page.getByLabel(/^New volunteer centre/);
  await expect(target.locator("option:not([disabled])")).toHaveText([
    "Vrijwilligerscentrale Heumen",
    "Vrijwilligerscentrale Ede",
  ]);
  await target.selectOption({ label: "Vrijwilligerscentrale Heumen" });
  // Not without the confirmation.
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.locator("#confirm-error")).toHaveText("Confirm that you want to move the organisation.");
  await page.getByLabel("I am sure: move this organisation").check();
  await page.getByRole("button", { name: "Move", exact: true }).click();

  await expect(page).toHaveURL(/\/en\/organizations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Voedselbank Nijmegen");
  await expect(
    page.getByRole("status").filter({ hasText: "Voedselbank Nijmegen has been moved to Vrijwilligerscentrale Heumen." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Move", exact: true }).click();
  await expect(page.getByTestId("current-center")).toHaveText("Vrijwilligerscentrale Heumen");
});

test("an organization superuser edits his own organization, and nobody else's", async ({ page }) => {
  await signInTo(page, "oldebroek", "/nl/organizations", "organization-superuser@oldebroek.demo.test");
  await expect(page.getByRole("link", { name: "Organisatie toevoegen" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Vrijwilligerscentrale Oldebroek bewerken" })).toHaveCount(0);
  await page.getByRole("link", { name: "Voedselbank Oldebroek bewerken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisatie bewerken");
  await hydrated(page);
  // Status actions are the centre's: none here.
  await expect(page.getByRole("button", { name: "Archiveren" })).toHaveCount(0);
  await page.getByLabel(/^Telefoonnummer/).fill("12345");
  await page.getByLabel(/^Telefoonnummer/).blur();
  await expect(page.locator("#phone_number-error")).toBeVisible();
  await page.getByLabel(/^Telefoonnummer/).fill("0525 - 654321");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "De wijzigingen in Voedselbank Oldebroek zijn opgeslagen." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "0525 - 654321" })).toBeVisible();

  await page.goto(at("oldebroek", "/nl/organizations?q=Vrijwilligerscentrale"));
  await page.getByTestId("organizations-list").getByRole("link", { name: "Vrijwilligerscentrale Oldebroek" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerscentrale Oldebroek");
  await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
  const other = page.url();
  const forbidden = await page.goto(`${other}/edit`);
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Toegang geweigerd" })).toBeVisible();
  const add = await page.goto(at("oldebroek", "/nl/organizations/add"));
  expect(add?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Toegang geweigerd" })).toBeVisible();
  const move = await page.goto(`${other}/move`);
  expect(move?.status()).toBe(403);
});

import { expect, type Page } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

// The user-administration screens: invite (with the mail's link), edit, roles, and who may open them.
// Serial: the tests share the oldebroek centre's users, and the machine's two cores.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";

async function signIn(page: Page, email: string, path: string) {
  await page.goto(at("oldebroek", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/** The id of a demo user, read from the users list as the centre superuser sees it. */
async function userIdOf(page: Page, name: string): Promise<string> {
  await page.goto(at("oldebroek", `/nl/users?q=${encodeURIComponent(name)}`));
  const href = await page.getByTestId("users-list").getByRole("link", { name }).getAttribute("href");
  return /\/users\/(\d+)/.exec(href ?? "")?.[1] ?? "";
}

test("a centre superuser invites a user, who sets his password through the mail and signs in", async ({ page, browser }) => {
  test.slow();
  const email = `nina-${Date.now()}@example.test`;
  await signIn(page, "center-superuser@oldebroek.demo.test", "/nl/users");
  await expect(page).toHaveURL(at("oldebroek", "/nl/users"));
  await page.getByRole("link", { name: "Gebruiker toevoegen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/users/add"));
  await expect(page).toHaveTitle(/^Gebruiker toevoegen - /);
  await hydrated(page);

  // Validation on blur, in Dutch, from the shared schema.
  await page.getByLabel(/^E-mailadres/).fill("geen-adres");
  await page.getByLabel(/^E-mailadres/).blur();
  await expect(page.locator("#email-error")).toBeVisible();
  // An organization role asks for the organization; the admin role is not offered to a centre superuser.
  await expect(page.getByRole("combobox", { name: /^Rol/ }).locator("option", { hasText: /^Beheerder$/ })).toHaveCount(0);
  await page.getByRole("combobox", { name: /^Rol/ }).selectOption("organization_superuser");
  await expect(page.getByLabel(/^Organisatie/)).toBeVisible();

  // A taken address comes back from the API on the e-mail field.
  await page.getByLabel(/^Voornaam/).fill("Nina");
  await page.getByLabel(/^Achternaam/).fill("Nieuw");
  await page.getByLabel(/^E-mailadres/).fill("volunteer@oldebroek.demo.test");
  // Stichting Buurtkracht: no other spec counts its people (a vacancy's contact persons, a dashboard).
  await page.getByLabel(/^Organisatie/).selectOption({ label: "Stichting Buurtkracht" });
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.locator("#email-error")).toHaveText("Er bestaat al een account met dit e-mailadres.");

  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Telefoonnummer/).fill("0612345678");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page).toHaveURL(/\/nl\/users\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "Nina Nieuw is uitgenodigd." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nina Nieuw");
  await expect(page.getByText("Uitgenodigd", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Uitnodiging opnieuw versturen" })).toBeVisible();

  const mail = await inbox.waitFor(email, 20_000);
  expect(mail.subject).toBe("Je bent uitgenodigd");
  const link = /(http:\/\/oldebroek\.localhost:\d+\/nl\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  const invited = await browser.newContext();
  const nina = await invited.newPage();
  await nina.goto(link ?? "");
  await hydrated(nina);
  await nina.getByLabel(/^Nieuw wachtwoord/).fill("Nina-doet-mee-2026");
  await nina.getByLabel(/^Herhaal het wachtwoord/).fill("Nina-doet-mee-2026");
  await nina.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(nina.getByTestId("reset-done")).toBeVisible();
  await nina.getByLabel(/^E-mailadres/).fill(email);
  await nina.getByLabel(/^Wachtwoord/).fill("Nina-doet-mee-2026");
  await nina.getByRole("button", { name: "Inloggen" }).click();
  await expect(nina.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Nina Nieuw");
  await invited.close();

  await page.reload();
  await expect(page.getByText("Actief", { exact: true })).toBeVisible();
});

test("the admin edits a user (validation, unsaved changes, status choices) and adds and removes a role", async ({ page }) => {
  await signIn(page, "center-superuser@oldebroek.demo.test", "/nl/users");
  await expect(page).toHaveURL(at("oldebroek", "/nl/users"));
  const id = await userIdOf(page, "Mo Mentor");
  await page.goto(at("oldebroek", `/nl/users/${id}`));
  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page).toHaveURL(at("oldebroek", `/nl/users/${id}/edit`));
  await hydrated(page);

  // Only the statuses an active user may go to.
  await expect(page.getByLabel(/^Status/).locator("option")).toHaveText(["Actief", "Inactief", "Gearchiveerd"]);

  await page.getByLabel(/^Voornaam/).fill("");
  await page.getByLabel(/^Voornaam/).blur();
  await expect(page.locator("#first_name-error")).toBeVisible();
  await page.getByLabel(/^Telefoonnummer/).fill("bel me");
  await page.getByLabel(/^Telefoonnummer/).blur();
  await expect(page.locator("#phone_number-error")).toBeVisible();

  // Leaving with unsaved changes asks first; dismissing stays on the form.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page).toHaveURL(at("oldebroek", `/nl/users/${id}/edit`));

  await page.getByLabel(/^Voornaam/).fill("Mohammed");
  await page.getByLabel(/^Telefoonnummer/).fill("0525 123456");
  await page.getByLabel(/^Functie/).fill("Buurtcoach");
  await page.getByLabel(/^Geslacht/).selectOption("male");
  await page.getByLabel(/^Taal/).selectOption("en");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(at("oldebroek", `/nl/users/${id}`));
  await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mohammed Mentor");

  await page.getByRole("link", { name: "Rollen beheren" }).click();
  await expect(page).toHaveURL(at("oldebroek", `/nl/users/${id}/add_role`));
  await hydrated(page);
  await page.getByRole("combobox", { name: /^Rol/ }).selectOption("student");
  await page.getByRole("button", { name: "Rol toevoegen" }).click();
  await expect(page.locator("#organization_id-error")).toHaveText("Kies een organisatie voor deze rol.");
  await page.getByLabel(/^Organisatie/).selectOption({ label: "Stichting Buurtkracht" });
  await page.getByRole("button", { name: "Rol toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De rol Student is toegevoegd." })).toBeVisible();
  const roles = page.getByTestId("user-role");
  await expect(roles).toHaveText([/^Mentor/, /^Student bij Stichting Buurtkracht/]);

  // Removing asks for confirmation; cancelling keeps the role.
  await page.getByRole("button", { name: "Rol Student bij Stichting Buurtkracht verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Mohammed Mentor verliest de rol Student bij Stichting Buurtkracht.");
  await page.getByRole("button", { name: "Annuleren" }).click();
  await expect(roles).toHaveCount(2);
  await page.getByRole("button", { name: "Rol Student bij Stichting Buurtkracht verwijderen" }).click();
  await page.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De rol Student is verwijderd." })).toBeVisible();
  await expect(roles).toHaveText([/^Mentor/]);
});

test("without JavaScript a role is removed after the same question, asked on the page", async ({ page, browser }) => {
  await signIn(page, "center-superuser@oldebroek.demo.test", "/nl/users");
  await expect(page).toHaveURL(at("oldebroek", "/nl/users"));
  // "Mentor": the test before may have renamed Mo to Mohammed.
  const id = await userIdOf(page, "Mentor");
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(at("oldebroek", `/nl/users/${id}/add_role`));
  await plain.getByRole("combobox", { name: /^Rol/ }).selectOption("student");
  await plain.getByLabel(/^Organisatie/).selectOption({ label: "Stichting Buurtkracht" });
  await plain.getByRole("button", { name: "Rol toevoegen" }).click();
  const roles = plain.getByTestId("user-role");
  await expect(roles.filter({ hasText: /^Student bij Stichting Buurtkracht/ })).toHaveCount(1);

  await plain.getByRole("button", { name: "Rol Student bij Stichting Buurtkracht verwijderen" }).click();
  const question = plain.getByRole("alertdialog");
  await expect(question).toContainText("verliest de rol Student bij Stichting Buurtkracht.");
  await question.getByRole("link", { name: "Annuleren" }).click();
  await expect(plain.getByRole("alertdialog")).toHaveCount(0);
  await expect(roles.filter({ hasText: /^Student bij Stichting Buurtkracht/ })).toHaveCount(1);

  await plain.getByRole("button", { name: "Rol Student bij Stichting Buurtkracht verwijderen" }).click();
  await plain.getByRole("alertdialog").getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(roles.filter({ hasText: /^Student bij Stichting Buurtkracht/ })).toHaveCount(0);
  await noScript.close();
});

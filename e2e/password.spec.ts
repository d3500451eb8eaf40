import { expect } from "@playwright/test";
import { confirmedAccount } from "./accounts";
import { at, hydrated } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

test.describe.configure({ mode: "serial" });

test("password recovery: the e-mail's link sets a new password, then login works with it", async ({ page, request }) => {
  // An account of its own: a new password for a demo account would lock out the specs that sign in as it.
  const email = `herstel-${Date.now()}@example.test`;
  await confirmedAccount(request, "roermond", { email, firstName: "Rosa", lastName: "Herstel" });
  await page.goto(at("roermond", "/nl/auth/login-1"));
  await hydrated(page);
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl/auth/recover"));
  // The address changes before the new page is drawn: the login page's own e-mail field may still be there.
  const send = page.getByRole("button", { name: "Stuur de link" });
  await expect(send).toBeVisible();
  await page.getByLabel(/^E-mailadres/).fill(email);
  await send.click();
  await expect(page.getByTestId("recover-sent")).toBeVisible();

  const mail = await inbox.waitFor(email, 20_000, "Nieuw wachtwoord instellen");
  const link = /(http:\/\/roermond\.localhost:\d+\/nl\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link ?? "");
  await hydrated(page);
  await page.getByLabel(/^Nieuw wachtwoord/).fill("Roermond-is-mooi-2026");
  await page.getByLabel(/^Herhaal het wachtwoord/).fill("Roermond-is-mooi-2026");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();

  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("Roermond-is-mooi-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Rosa Herstel");

  // The link is single use.
  await page.goto(link ?? "");
  await hydrated(page);
  await page.getByLabel(/^Nieuw wachtwoord/).fill("Nog-een-wachtwoord-2026");
  await page.getByLabel(/^Herhaal het wachtwoord/).fill("Nog-een-wachtwoord-2026");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByTestId("reset-error")).toHaveText("Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.");
});

test("sign-up: the confirmation e-mail's link activates the account, then login works", async ({ page, browser }) => {
  const email = `nieuw-${Date.now()}@example.test`;
  await page.goto(at("demo", "/nl"));
  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Registreren" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/signup"));
  await hydrated(page);

  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByText("Je moet de voorwaarden accepteren", { exact: true })).toBeVisible();

  await page.getByLabel(/^Voornaam/).fill("Noor");
  await page.getByLabel(/^Achternaam/).fill("Bakker");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("Noor-helpt-graag-2026");
  await page.getByLabel(/algemene voorwaarden/).check();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByTestId("signup-success")).toBeVisible();

  const mail = await inbox.waitFor(email, 20_000);
  expect(mail.subject).toBe("Bevestig je e-mailadres");
  const link = /(http:\/\/demo\.localhost:\d+\/nl\/confirm\?confirmation_token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  // A mail scanner opens the link without running the page: that spends nothing.
  const scanner = await browser.newContext({ javaScriptEnabled: false });
  const scan = await scanner.newPage();
  await scan.goto(link ?? "");
  await expect(scan.getByRole("button", { name: "E-mailadres bevestigen" })).toBeVisible();
  await scanner.close();
  await page.goto(link ?? "");
  await expect(page.getByTestId("confirm-result")).toHaveText("Je e-mailadres is bevestigd. Je kunt nu inloggen.");
  await page.getByRole("link", { name: "Inloggen" }).last().click();
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("Noor-helpt-graag-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Noor Bakker");
});

test("organization sign-up -> the centre approves -> the organization's user logs in", async ({ page, browser }) => {
  const email = `org-${Date.now()}@example.test`;
  await page.goto(at("oldebroek", "/nl/organizations/signup"));
  await page.getByLabel(/^Naam van de organisatie/).fill("Klusclub Wezep");
  await page.getByLabel(/^Straat/).fill("Molenweg");
  await page.getByLabel(/^Huisnummer/).fill("3");
  await page.getByLabel(/^Postcode/).fill("8091 AB");
  await page.getByLabel(/^Plaats/).fill("Wezep");
  await page.getByLabel(/^Voornaam/).fill("Kees");
  await page.getByLabel(/^Achternaam/).fill("Klusser");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("Klussen-is-fijn-2026");
  await page.getByLabel(/algemene voorwaarden/).check();
  await page.getByRole("button", { name: "Registratie versturen" }).click();
  await expect(page.getByTestId("organization-signup-success")).toBeVisible();
  const confirmation = await inbox.waitFor(email, 20_000);
  await page.goto(
    /(http:\/\/oldebroek\.localhost:\d+\/nl\/confirm\?confirmation_token=[A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1] ?? "",
  );
  await expect(page.getByTestId("confirm-result")).toHaveText("Je e-mailadres is bevestigd. Je kunt nu inloggen.");

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await staffPage.goto(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl%2Forganizations%2Fapprove"));
  await hydrated(staffPage);
  await staffPage.getByLabel(/^E-mailadres/).fill("center-superuser@oldebroek.demo.test");
  await staffPage.getByLabel(/^Wachtwoord/).fill("Vrijwilliger2026!");
  await staffPage.getByRole("button", { name: "Inloggen" }).click();
  await staffPage
    .getByTestId("pending-organization")
    .filter({ hasText: "Klusclub Wezep" })
    .getByRole("button", { name: "Goedkeuren" })
    .click();
  await expect(staffPage.getByTestId("approve-result")).toHaveText("Klusclub Wezep is goedgekeurd.");
  await staff.close();

  await expect
    .poll(async () => (await inbox.received(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain("Je organisatie is goedgekeurd");
  await page.goto(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl%2Faccount%2Froles"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("Klussen-is-fijn-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("account-roles")).toContainText("Organisatiebeheerder");
  await expect(page.getByRole("link", { name: "Klusclub Wezep" })).toBeVisible();
});

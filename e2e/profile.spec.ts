import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

const linkIn = (text: string) =>
  /(http:\/\/oldebroek\.localhost:\d+\/nl\/confirm\?confirmation_token=[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

test("sign up, confirm, edit the profile, change the e-mail address through its link, log out", async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const email = `profiel-${stamp}@example.test`;
  const newEmail = `nieuw-profiel-${stamp}@example.test`;
  const password = "Profiel-bewerken-2026";

  // Sign-up and its confirmation mail.
  await page.goto(at("oldebroek", "/nl/signup"));
  await hydrated(page);
  await page.getByLabel(/^Voornaam/).fill("Pim");
  await page.getByLabel(/^Achternaam/).fill("Profiel");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByLabel(/algemene voorwaarden/).check();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByTestId("signup-success")).toBeVisible();
  await page.goto(linkIn((await inbox.waitFor(email, 20_000)).text));
  await expect(page.getByTestId("confirm-result")).toHaveText("Je e-mailadres is bevestigd. Je kunt nu inloggen.");

  // A signed-out visitor is sent to login and back to the page.
  await page.goto(at("oldebroek", "/nl/profile-edit"));
  await expect(page).toHaveURL(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofile-edit"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/profile-edit"));
  await hydrated(page);

  // Personal details: validation on blur, the salutation follows the form, a toast on save.
  const firstName = page.getByLabel(/^Voornaam/);
  // The screen the sign-in led to shows the account's own name first: typing starts on the settled form.
  await expect(firstName).toHaveValue("Pim");
  await firstName.fill("");
  await firstName.blur();
  await expect(page.getByText("Dit veld is verplicht")).toBeVisible();
  await firstName.fill("Pieter");
  await page.getByLabel(/^Geslacht/).selectOption("male");
  await expect(page.getByTestId("salutation-preview")).toHaveText("In e-mails spreken we je zo aan: Beste Pieter");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Je gegevens zijn opgeslagen" })).toBeVisible();
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Pieter Profiel");

  // Periodic mail: from no summary to Monday and Thursday.
  await page
    .getByRole("navigation", { name: "Onderdelen van je profiel" })
    .getByRole("link", { name: "Periodieke mail" })
    .click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/profile-edit/periodieke-mail"));
  await expect(page.getByTestId("digest-state")).toHaveText("Je krijgt nu geen samenvatting.");
  await page.getByLabel("Maandag").check();
  await page.getByLabel("Donderdag").check();
  await expect(page.getByTestId("digest-state")).toHaveText("Je krijgt de samenvatting op: maandag en donderdag.");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Je keuze voor de periodieke mail is opgeslagen" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Maandag")).toBeChecked();
  await expect(page.getByLabel("Donderdag")).toBeChecked();
  await expect(page.getByLabel("Dinsdag")).not.toBeChecked();

  // E-mail: a wrong password is refused on its field; the right one leaves the change pending.
  await hydrated(page);
  await page.getByRole("link", { name: "E-mailadres" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/profile-edit/email"));
  await expect(page.getByTestId("current-email")).toHaveText(email);
  await page.getByLabel(/^Nieuw e-mailadres/).fill(newEmail);
  await page.getByLabel(/^Huidig wachtwoord/).fill("Niet-het-wachtwoord-1");
  await page.getByRole("button", { name: "Bevestigingslink sturen" }).click();
  await expect(page.getByText("Je huidige wachtwoord klopt niet.")).toBeVisible();
  await page.getByLabel(/^Huidig wachtwoord/).fill(password);
  await page.getByRole("button", { name: "Bevestigingslink sturen" }).click();
  await expect(page.getByTestId("pending-email")).toContainText(`We wachten op de bevestiging van ${newEmail}.`);
  await expect(page.getByTestId("current-email")).toHaveText(email);

  await expect
    .poll(async () => (await inbox.received(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain("Je e-mailadres wordt gewijzigd");
  const confirmation = await inbox.waitFor(newEmail, 20_000);
  expect(confirmation.subject).toBe("Bevestig je nieuwe e-mailadres");
  // A mail scanner opens the link (GET) without running the page: the change waits for the page's own POST.
  const scanner = await browser.newContext({ javaScriptEnabled: false });
  const scan = await scanner.newPage();
  await scan.goto(linkIn(confirmation.text));
  await expect(scan.getByRole("button", { name: "E-mailadres bevestigen" })).toBeVisible();
  await scanner.close();
  await page.goto(at("oldebroek", "/nl/profile-edit/email"));
  await expect(page.getByTestId("current-email")).toHaveText(email);
  await page.goto(linkIn(confirmation.text));
  await expect(page.getByTestId("confirm-result")).toHaveText(
    `Je e-mailadres is gewijzigd in ${newEmail}. Log opnieuw in met je nieuwe adres.`,
  );

  // Every session ended with the change: log in again with the new address, then log out.
  await page.goto(at("oldebroek", "/nl/profile-edit/email"));
  await expect(page).toHaveURL(/\/nl\/auth\/login-1\?redirectTo=%2Fnl%2Fprofile-edit%2Femail/);
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(newEmail);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("current-email")).toHaveText(newEmail);
  await expect(page.getByTestId("pending-email")).toHaveCount(0);
  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl"));
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account");
});

test("from the profile to 'Mijn gegevens', whose readable page and JSON download the person's own data", async ({
  page,
  context,
}) => {
  await signInAs(context, "volunteer");
  await page.goto(at(null, "/nl/profiel"));
  await hydrated(page);
  await page.getByRole("link", { name: "Mijn gegevens" }).click();
  await expect(page).toHaveURL(at(null, "/nl/profiel/mijn-gegevens"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);

  const [html] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Leesbare pagina/ }).click()]);
  expect(html.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.html$/);
  expect(readFileSync(await html.path(), "utf8")).toContain("<h2>Aanmeldingen</h2>");
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /JSON/ }).click()]);
  expect(json.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(readFileSync(await json.path(), "utf8")).account.email).toBe("volunteer@public.demo.test");
});

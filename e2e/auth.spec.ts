import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";

test("a protected page sends a visitor to login and back; logging out ends the session", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl/profiel"));
  await expect(page).toHaveURL(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await hydrated(page);

  await page.getByLabel(/^E-mailadres/).fill("center-superuser@oldebroek.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();

  await expect(page).toHaveURL(at("oldebroek", "/nl/profiel"));
  await expect(page.getByTestId("profile-name")).toHaveText("Cor Centrale");
  // The own profile is no letter: no salutation over it (issue 19, item 8); staff still see their roles.
  await expect(page.getByText("Beste Cor,")).toHaveCount(0);
  await expect(page.getByText("Centrale-beheerder")).toBeVisible();
  // Navigation by role: a centre administrator sees the back-office items.
  await expect(page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link", { name: "Gebruikers" })).toBeVisible();
  const cookies = await page.context().cookies();
  for (const name of ["access-token", "client", "uid"]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie?.httpOnly, name).toBe(true);
    expect(cookie?.sameSite, name).toBe("Lax");
  }

  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl"));
  expect((await page.context().cookies()).filter((c) => ["access-token", "client", "uid"].includes(c.name))).toEqual([]);
  await page.goto(at("oldebroek", "/nl/profiel"));
  await expect(page).toHaveURL(/\/nl\/auth\/login-1/);
});

test("the login page leads to creating an account, in either language", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl/auth/login-1"));
  await expect(page.getByTestId("login-signup")).toHaveText("Nog geen account? Registreer je");
  await page.getByRole("link", { name: "Registreer je" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/signup"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account aanmaken");
  await page.goto(at("oldebroek", "/en/auth/login-1"));
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/en/signup");
});

test("a wrong password shows the API's message, in the page's language", async ({ page }) => {
  await page.goto(at("oldebroek", "/en/auth/login-1"));
  await hydrated(page);
  await page.getByLabel(/^E-mail address/).fill("volunteer@oldebroek.demo.test");
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("The e-mail address or password is not correct. Please try again.");
  await expect(page.getByLabel(/^E-mail address/)).toHaveValue("volunteer@oldebroek.demo.test");
});

test("signing in on another centre's site shows the 'wrong center' page", async ({ page }) => {
  // The public tenant's demo accounts belong to Nijmegen; Heumen is another centre of the same tenant.
  await page.goto(at("heumen", "/nl/auth/login-1"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("volunteer@public.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingelogd op de verkeerde website");
});

test("the logout page signs out at once", async ({ page }) => {
  await page.goto(at(null, "/nl/auth/login-1"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("volunteer@public.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at(null, "/nl"));
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Vera Vrijwilliger");
  await page.goto(at(null, "/nl/uitloggen"));
  await expect(page).toHaveURL(at(null, "/nl"));
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account");
});

test("an admin signs in as a volunteer, sees the banner, and goes back to his own account", async ({ page }) => {
  await page.goto(at("demo", "/nl/auth/login-1?redirectTo=%2Fnl%2Fusers"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("admin@demo.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/users"));
  await expect(page.getByTestId("users-count")).toHaveText("13 gebruikers");

  await page.getByRole("link", { name: "Vera Vrijwilliger" }).click();
  await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/profiel"));
  await expect(page.getByTestId("impersonation-banner")).toContainText("Je bent ingelogd als Vera Vrijwilliger.");
  await expect(page.getByTestId("profile-name")).toHaveText("Vera Vrijwilliger");

  await page.getByRole("button", { name: "Terug naar je eigen account" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/users"));
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account: Anouk Beheer");
});

test("a volunteer sees his devices and deletes his account with his password", async ({ page }) => {
  await page.goto(at("meedoen", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("volunteer@meedoen.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("Vera Vrijwilliger");

  // The volunteer's own page leaves the account's machinery to the settings.
  await expect(page.getByText("Rollen")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Mijn profiel" }).getByRole("link", { name: "Instellingen" }).click();
  await page.getByRole("link", { name: "Ingelogde apparaten" }).click();
  await expect(page.getByTestId("sessions").getByText("Dit apparaat")).toBeVisible();

  await page.goto(at("meedoen", "/nl/account/verwijderen"));
  await page.getByLabel(/^Je wachtwoord/).fill("niet-mijn-wachtwoord");
  await page.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
  await expect(page.getByTestId("deletion-error")).toHaveText("Het wachtwoord klopt niet.");
  await page.getByLabel(/^Je wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
  await expect(page).toHaveURL(at("meedoen", "/nl/profiel/verwijderd"));
  await expect(page.getByTestId("deleted-title")).toHaveText("Je account is verwijderd");
  await expect(page.getByTestId("account-menu")).toHaveAttribute("aria-label", "Account");
});

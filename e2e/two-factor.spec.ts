import { expect, type Page } from "@playwright/test";
import { awayFromStepEnd, totpCodeOf } from "../server/test/totp-codes";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated, logInThroughPage } from "./helpers";
import { test } from "./test";

// A staff account no other spec signs in with: its sign-in gets a second step here.
const TENANT = "roermond";
const EMAIL = "content-manager@roermond.demo.test";
const SETUP = "/nl/profile-edit/tweestapsaanmelding";

async function signOut(page: Page) {
  await page.goto(at(TENANT, "/nl/uitloggen"));
  await expect(page).toHaveURL(at(TENANT, "/nl"));
}

test("staff set up two-step sign-in with an authenticator app, then sign in with its code", async ({ page }) => {
  await logInThroughPage(page, EMAIL, "/nl/profiel", TENANT);
  // A phone's width from here on: the set-up and the code screens are checked by axe there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at(TENANT, SETUP));
  await hydrated(page);
  await expect(page.getByTestId("two-factor-status")).toHaveText("Tweestapsaanmelding staat uit.");
  await page.getByRole("button", { name: "Tweestapsaanmelding instellen" }).click();

  // The set-up: a QR code drawn by the server and the same key in text, which the test's "app" reads.
  await expect(page.getByRole("img", { name: "QR-code voor je authenticator-app" })).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").textContent()) ?? "";
  expect(secret.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page)).toEqual([]);

  // The code of the step before: the sign-in below uses this step's, and each step's code counts once.
  // Made well before the step ends, or it is two steps old when checked and refused.
  await awayFromStepEnd();
  await page.getByLabel(/^Code uit je app/).fill(totpCodeOf(secret, -1));
  await page.getByRole("button", { name: "Aanzetten" }).click();
  await expect(page.getByText("Tweestapsaanmelding staat nu aan.")).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("link", { name: "Download als tekstbestand" })).toHaveAttribute("download", "herstelcodes.txt");

  await signOut(page);
  await page.goto(at(TENANT, "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(EMAIL);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();

  // The second step: a numeric one-time-code field, a recovery code as the way out, and "remember this device".
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tweestapsaanmelding");
  const code = page.getByLabel(/^Code uit je app/);
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("button", { name: "Gebruik een herstelcode" })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  await code.fill("000000");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByText(/Deze code klopt niet/)).toBeVisible();
  await page.getByLabel(/^Code uit je app/).fill(totpCodeOf(secret));
  await page.getByLabel("Onthoud dit apparaat 30 dagen").check();
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at(TENANT, "/nl/profiel"));
  const device = (await page.context().cookies()).find((cookie) => cookie.name === "two_factor_device");
  expect(device?.httpOnly).toBe(true);

  // This device is remembered: the next sign-in skips the second step.
  await signOut(page);
  await logInThroughPage(page, EMAIL, "/nl/profiel", TENANT);
});

import { expect } from "@playwright/test";
import { TEST_OPERATOR_DEVICE } from "../server/modules/identity/identity.seed";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, DEMO_PASSWORD, hydrated } from "./helpers";
import { test } from "./test";

// The operator's host (OPERATOR_HOST, default platform.localhost): the console, no tenant.
const operatorAt = (path: string) => at("platform", path);

// Every operator gives a code at sign-in (issue 44 item 4); this browser is the demo operator's remembered device
// (the browser tests' seed), as a device he ticked "remember" on: its sign-in skips the code.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "two_factor_device", value: TEST_OPERATOR_DEVICE, url: operatorAt("/"), httpOnly: true }]);
});

test("an operator signs in on the operator's host, creates a tenant, suspends it (its site is then unavailable), adds a centre, exports and archives it", async ({
  page,
  context,
}) => {
  // A whole journey with axe on four pages in both modes.
  test.slow();
  // The bare host leads to the console, which asks a visitor to sign in.
  await page.goto(operatorAt("/"));
  await expect(page).toHaveURL(/\/(nl|en)\/platform\/sign-in\?redirectTo=/);
  // In Dutch from here on.
  await page.goto(operatorAt("/nl/platform"));
  await expect(page).toHaveURL(operatorAt(`/nl/platform/sign-in?redirectTo=${encodeURIComponent("/nl/platform")}`));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen als platformbeheerder");
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByLabel(/^E-mailadres/).fill("operator@platform.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(operatorAt("/nl/platform"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tenants");
  await expect(page.getByTestId("tenant-table").getByRole("link", { name: "Vrijwilligerswerk Oldebroek" })).toBeVisible();
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByRole("link", { name: "Nieuwe tenant" }).click();
  await expect(page).toHaveURL(operatorAt("/nl/platform/tenants/new"));
  await hydrated(page);
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByLabel(/^Id/).fill("harderwijk");
  await page.getByLabel(/^Naam \(/).fill("Vrijwilligerswerk Harderwijk");
  await page.getByLabel(/^Activiteiten en vrijwilligersprofielen/).check();
  await page.getByLabel(/^Naam van de centrale/).fill("Vrijwilligerscentrale Harderwijk");
  await page.getByLabel(/^Slug van de centrale/).fill("harderwijk");
  await page.getByLabel(/^E-mailadres/).fill("beheer@harderwijk.example");
  await page.getByLabel(/^Voornaam/).fill("Hanna");
  await page.getByLabel(/^Achternaam/).fill("Harderwijk");
  await page.getByRole("button", { name: "Tenant aanmaken" }).click();

  await expect(page).toHaveURL(operatorAt("/nl/platform/tenants/harderwijk"));
  await expect(page.getByText("De tenant is aangemaakt.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerswerk Harderwijk");
  await expect(page.getByTestId("tenant-status")).toHaveText("Actief");
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });

  // The new tenant answers on its host at once, with its starter site.
  const site = await context.newPage();
  const open = await site.goto(at("harderwijk", "/nl"));
  expect(open?.status()).toBe(200);
  await site.close();

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Opschorten" }).click();
  await expect(page.getByTestId("tenant-status")).toHaveText("Opgeschort");
  await expect(page.getByRole("button", { name: "Weer actief maken" })).toBeVisible();

  // The list says so too.
  await page.getByRole("link", { name: "Alle tenants" }).click();
  await expect(page).toHaveURL(operatorAt("/nl/platform"));
  const row = page.getByTestId("tenant-row").filter({ hasText: "harderwijk" });
  await expect(row.getByTestId("tenant-status")).toHaveText("Opgeschort");

  // While suspended its visitors are told the site is temporarily unavailable.
  const suspended = await context.newPage();
  const answer = await suspended.goto(at("harderwijk", "/nl"));
  expect(answer?.status()).toBe(503);
  await expect(suspended.getByText("tijdelijk niet beschikbaar", { exact: false })).toBeVisible();
  await suspended.close();

  // Back on its page: a further centre with its own host, then an export, then the archive.
  await page.getByRole("link", { name: "Vrijwilligerswerk Harderwijk" }).first().click();
  await expect(page).toHaveURL(operatorAt("/nl/platform/tenants/harderwijk"));
  await hydrated(page);
  const centerForm = page.getByTestId("center-form");
  await centerForm.getByLabel(/^Naam van de centrale/).fill("Vrijwilligerscentrale Ermelo");
  await centerForm.getByLabel(/^Slug van de centrale/).fill("harderwijk");
  await centerForm.getByRole("button", { name: "Centrale toevoegen" }).click();
  // The slug is taken: the API's refusal beside the field, the name kept.
  await expect(centerForm.getByLabel(/^Slug van de centrale/)).toHaveAttribute("aria-invalid", "true");
  await expect(centerForm.getByLabel(/^Naam van de centrale/)).toHaveValue("Vrijwilligerscentrale Ermelo");
  await centerForm.getByLabel(/^Slug van de centrale/).fill("ermelo");
  await centerForm.getByLabel(/^Host/).fill("ermelo.harderwijk.example");
  await centerForm.getByRole("button", { name: "Centrale toevoegen" }).click();
  await expect(page.getByText("De centrale is toegevoegd.")).toBeVisible();
  await expect(page.getByTestId("tenant-center").filter({ hasText: "Ermelo" })).toContainText("ermelo.harderwijk.example");

  await page.getByRole("button", { name: "Exporteren" }).click();
  await expect(page.getByText("De export is gestart.", { exact: false })).toBeVisible();
  // The page asks again while it runs, until its download is there.
  await expect(page.getByTestId("tenant-export").first().getByRole("link", { name: "Downloaden" })).toBeVisible({
    timeout: 30_000,
  });

  let confirmation = "";
  page.once("dialog", (dialog) => {
    confirmation = dialog.message();
    return dialog.accept();
  });
  await page.getByRole("button", { name: "Archiveren" }).click();
  await expect(page.getByTestId("tenant-status")).toHaveText("Gearchiveerd");
  expect(confirmation).toMatch(/gewist op \d+ \S+ \d{4}/);
  await expect(page.getByTestId("tenant-erasure")).toContainText(/gewist op \d+ \S+ \d{4}/);
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
});

test("a centre's admin cannot sign in to the console", async ({ page }) => {
  await page.goto(operatorAt("/nl/platform/sign-in"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("admin@oldebroek.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Het e-mailadres of wachtwoord klopt niet." })).toBeVisible();
  await expect(page).toHaveURL(operatorAt("/nl/platform/sign-in"));
});

test("an operator signs in as a centre's admin with a reason, lands on its site under a banner, and stops", async ({ page }) => {
  await page.goto(operatorAt("/nl/platform/sign-in"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("operator@platform.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(operatorAt("/nl/platform"));

  await page.goto(operatorAt("/nl/platform/tenants/demo"));
  await hydrated(page);
  await page.getByLabel(/^Zoek op e-mailadres/).fill("admin@");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(operatorAt("/nl/platform/tenants/demo?user_q=admin%40"));
  await page.getByLabel(/^Gebruiker/).selectOption({ label: "Anouk Beheer <admin@demo.demo.test> (admin)" });
  await page.getByLabel(/^Reden/).fill("De centrale vroeg hulp bij de mailsjablonen");
  await page.getByRole("button", { name: "Meekijken" }).click();

  // The one-time link on the tenant's own host sets its session and goes on to the dashboard.
  await expect(page).toHaveURL(at("demo", "/nl/dashboard"));
  await expect(page.getByTestId("impersonation-banner")).toContainText(
    "Je bent ingelogd als Anouk Beheer namens het platformbeheer.",
  );
  await page.getByRole("button", { name: "Stoppen" }).click();
  await expect(page).toHaveURL(at("demo", "/nl"));
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
});

import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// The developer pages are for admins in production (the browser tests run a production build).
test.beforeEach(({ context }) => signInAs(context, "admin"));

test("fields validate on blur only, in the page's language", async ({ page }) => {
  await page.goto(at(null, "/nl/test/form"));
  await hydrated(page);
  const email = page.getByLabel(/^E-mailadres/);
  await email.fill("geen-adres");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toHaveCount(0);
  await email.blur();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/^Postcode/).fill("12345");
  await page.getByLabel(/^Postcode/).blur();
  await expect(page.getByText("Postcode is niet geldig.")).toBeVisible();

  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("form-errors")).toHaveText("Het formulier bevat fouten");
  await expect(page.getByText("Je moet de voorwaarden accepteren")).toBeVisible();

  await page.goto(at(null, "/en/test/form"));
  await hydrated(page);
  await page.getByLabel(/^E-mail address/).fill("nope");
  await page.getByLabel(/^E-mail address/).blur();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await page.goto(at(null, "/nl/test/form"));
  await hydrated(page);
  await page.getByLabel(/^Naam/).fill("Anna");
  let message = "";
  page.once("dialog", async (dialog) => {
    message = dialog.message();
    await dialog.dismiss();
  });
  await page.getByRole("link", { name: "Vacaturebank" }).first().click();
  await expect.poll(() => message).toBe("Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?");
  await expect(page).toHaveURL(at(null, "/nl/test/form"));
});

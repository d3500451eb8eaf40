import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";

test("a user of two organizations works as the school by default, switches to the other, and keeps that choice", async ({
  page,
}) => {
  await page.goto(at("roermond", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("organization-superuser@roermond.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl/profiel"));
  await hydrated(page);

  await page.getByTestId("account-menu").click();
  const options = page.getByTestId("organization-option");
  await expect(options).toHaveText(["Voedselbank Roermond", "Basisschool De Regenboog"]);
  await expect(page.getByRole("menuitemradio", { name: "Basisschool De Regenboog" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("menuitemradio", { name: "Voedselbank Roermond" }).click();
  await expect(page.getByText("Je werkt nu als Voedselbank Roermond.")).toBeVisible();
  await expect(page).toHaveURL(at("roermond", "/nl/profiel"));

  const cookie = (await page.context().cookies()).find((c) => c.name === "current-organization-id");
  expect(cookie?.httpOnly).toBe(true);
  await page.reload();
  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("menuitemradio", { name: "Voedselbank Roermond" })).toHaveAttribute("aria-checked", "true");

  // Signing out forgets the choice: the next session starts from the default again.
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl"));
  expect((await page.context().cookies()).some((c) => c.name === "current-organization-id")).toBe(false);
});

test("a remembered organization the user no longer belongs to is replaced by the default", async ({ page }) => {
  await page.goto(at("roermond", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("organization-superuser@roermond.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("roermond", "/nl/profiel"));
  await page.context().addCookies([{ name: "current-organization-id", value: "999999", url: at("roermond", "/") }]);

  await page.goto(at("roermond", "/nl/profiel"));
  await expect(page.getByTestId("profile-name")).toBeVisible();
  await hydrated(page);
  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("menuitemradio", { name: "Basisschool De Regenboog" })).toHaveAttribute("aria-checked", "true");
  const cookie = (await page.context().cookies()).find((c) => c.name === "current-organization-id");
  expect(cookie?.value).not.toBe("999999");
});

import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The toolbar's menus and the phone menu load their code on first use: they must still answer a key or a tap at once.
// On the contact form, which runs the app for a visitor too (the home page and the bank come without scripts:
// header-without-script.spec.ts).
test("the account menu opens from the keyboard on first use and gives focus back on Escape", async ({ page }) => {
  await page.goto(at(null, "/nl/contactformulier"));
  await hydrated(page);
  const button = page.getByTestId("account-menu");
  await button.focus();
  await page.keyboard.press("Enter");
  const login = page.getByRole("menuitem", { name: "Inloggen" });
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
  await expect(page.getByTestId("account-menu")).toBeFocused();
  // Once loaded, it opens again like any menu.
  await page.getByTestId("account-menu").click();
  await expect(login).toBeVisible();
});

test("on a phone the main menu opens with one tap and leads to the vacancy bank", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(at(null, "/nl"));
  await hydrated(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  const menu = page.getByRole("dialog", { name: "Hoofdmenu" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Vacaturebank" }).click();
  await expect(page).toHaveURL(at(null, "/nl/vacancies/search"));
});

import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test("the chosen colour mode survives a reload without a flash of the wrong mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  // Record the mode at the first moment the document exists, before any app script runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { modeAtLoad: boolean }).modeAtLoad = document.documentElement.classList.contains("dark");
    });
  });
  await page.goto(at(null, "/nl"));
  await hydrated(page);
  expect(await isDark(page)).toBe(false);
  await page.getByTestId("color-mode-toggle").click();
  await page.getByRole("menuitemradio", { name: "Donker" }).click();
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { modeAtLoad: boolean }).modeAtLoad)).toBe(true);
  expect(await isDark(page)).toBe(true);
});

test("system mode follows the device setting live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(at(null, "/nl"));
  await hydrated(page);
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => isDark(page)).toBe(false);
});

test("a page can force its colour mode", async ({ page }) => {
  await page.goto(at(null, "/nl"));
  await page.evaluate(() => localStorage.setItem("color-mode", "dark"));
  await page.goto(at(null, "/nl/volunteerly/changelog"));
  expect(await isDark(page)).toBe(false);
  await page.goto(at(null, "/nl"));
  expect(await isDark(page)).toBe(true);
});

import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

/** Records the mode at the first moment the document exists, before any script of the page's body runs. */
async function recordModeAtLoad(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { modeAtLoad: boolean }).modeAtLoad = document.documentElement.classList.contains("dark");
    });
  });
}
const modeAtLoad = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { modeAtLoad: boolean }).modeAtLoad);

test("on a page with the app's scripts, the chosen colour mode survives a reload without a flash", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordModeAtLoad(page);
  await page.goto(at(null, "/nl/auth/login-1"));
  await hydrated(page);
  expect(await isDark(page)).toBe(false);
  await page.getByTestId("color-mode-toggle").click();
  await page.getByRole("menuitemradio", { name: "Donker" }).click();
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");

  await page.reload();
  expect(await modeAtLoad(page)).toBe(true);
  expect(await isDark(page)).toBe(true);
});

test("on a dark device the page stays dark while the app hydrates: 'dark' is never taken off <html>", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  // Each change of <html>'s class, by the class it had before: hydration used to take "dark" off and put it back.
  await page.addInitScript(() => {
    const before: (string | null)[] = [];
    (window as unknown as { classBefore: typeof before }).classBefore = before;
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) before.push(record.oldValue);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["class"], attributeOldValue: true });
  });
  await page.goto(at(null, "/nl/sociale-kaart"));
  await hydrated(page);
  expect(await isDark(page)).toBe(true);
  const classBefore = await page.evaluate(() => (window as unknown as { classBefore: (string | null)[] }).classBefore);
  expect(classBefore.filter((value) => value?.split(" ").includes("dark"))).toEqual([]);
});

test("a visitor's page without scripts offers the colour mode too, in the toolbar and in the phone's menu", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordModeAtLoad(page);
  await page.goto(at(null, "/nl"));
  await expect(page.locator("html")).toHaveAttribute("data-without-scripts", "true");
  await page.getByTestId("color-mode-toggle").click();
  await page.getByRole("radio", { name: "Donker" }).check();
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");

  await page.reload();
  expect(await modeAtLoad(page)).toBe(true);
  await page.getByTestId("color-mode-toggle").click();
  await expect(page.getByRole("radio", { name: "Donker" })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("button", { name: "Menu openen" }).click();
  const menu = page.getByRole("dialog", { name: "Hoofdmenu" });
  await expect(menu.getByRole("radio", { name: "Donker" })).toBeChecked();
  await menu.getByRole("radio", { name: "Licht" }).check();
  expect(await isDark(page)).toBe(false);
  await page.reload();
  expect(await modeAtLoad(page)).toBe(false);
});

for (const path of ["/nl/auth/login-1", "/nl"]) {
  test(`system mode follows the device setting live (${path})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(at(null, path));
    if (path !== "/nl") await hydrated(page);
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
  });
}

test("a page can force its colour mode", async ({ page }) => {
  await page.goto(at(null, "/nl"));
  await page.evaluate(() => localStorage.setItem("color-mode", "dark"));
  await page.goto(at(null, "/nl/volunteerly/changelog"));
  expect(await isDark(page)).toBe(false);
  await page.goto(at(null, "/nl"));
  expect(await isDark(page)).toBe(true);
});

import { expect, type Page } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

async function showToast(page: Page, options: { color?: string; duration?: number; position?: string; title?: string }) {
  if (options.title) await page.locator("#toast-title").fill(options.title);
  if (options.color) await page.locator("#toast-color").selectOption(options.color);
  if (options.position) await page.locator("#toast-position").selectOption(options.position);
  if (options.duration !== undefined) await page.locator("#toast-duration").fill(String(options.duration));
  await page.getByRole("button", { name: "Toon toast" }).click();
}

const progressOf = async (page: Page) => Number(await page.getByTestId("toast").first().getAttribute("data-progress"));

// The developer pages are for admins in production (the browser tests run a production build).
test.beforeEach(async ({ page, context }) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/test/toaster"));
  await hydrated(page);
});

test("a toast grows to full progress and is removed; hover pauses and leaving resumes", async ({ page }) => {
  await showToast(page, { duration: 3000, title: "Opgeslagen" });
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("role", "status");
  await expect(toast).toHaveAttribute("aria-live", "polite");
  // Bottom-right by default.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 40);

  await expect.poll(() => progressOf(page)).toBeGreaterThan(0.1);
  await toast.hover();
  await expect(toast).toHaveAttribute("data-paused", "true");
  const paused = await progressOf(page);
  await page.waitForTimeout(800);
  expect(await progressOf(page)).toBe(paused);

  await page.mouse.move(0, 0);
  await expect(toast).toHaveAttribute("data-paused", "false");
  await expect.poll(() => progressOf(page)).toBeGreaterThan(paused);
  await expect(toast).toHaveCount(0, { timeout: 5000 });
});

test("danger toasts are assertive alerts; a duration of 0 never expires; close and clear all", async ({ page }) => {
  await showToast(page, { color: "danger", duration: 0, title: "Mislukt" });
  const danger = page.getByTestId("toast").filter({ hasText: "Mislukt" });
  await expect(danger).toHaveAttribute("role", "alert");
  await expect(danger).toHaveAttribute("aria-live", "assertive");
  await page.waitForTimeout(1200);
  await expect(danger).toBeVisible();
  expect(await danger.getAttribute("data-progress")).toBe("0.000");

  await danger.getByRole("button", { name: "Sluiten" }).click();
  await expect(danger).toHaveCount(0);

  await showToast(page, { duration: 0, title: "Een", position: "top-left" });
  await showToast(page, { duration: 0, title: "Twee", position: "top-center" });
  await expect(page.getByTestId("toast")).toHaveCount(2);
  await page.getByRole("button", { name: "Alles wissen" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

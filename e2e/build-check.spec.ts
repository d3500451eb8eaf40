import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

test("a new build on the server is offered as a reload in a toast", async ({ page }) => {
  // Our own check asks the manifest endpoint with no route paths; React Router's route discovery names some.
  await page.route(
    (url) => url.pathname === "/__manifest" && url.searchParams.get("paths") === "",
    (route) => route.fulfill({ status: 204, headers: { "X-Remix-Reload-Document": "true" } }),
  );
  await page.goto(at(null, "/nl/contactformulier"));
  await hydrated(page);
  const version = await page.evaluate(
    () => (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version,
  );
  expect(version).toBeTruthy();
  const asked = page.waitForRequest((r) => r.url().includes(`/__manifest?version=${encodeURIComponent(version ?? "")}`));
  // The check also runs whenever the tab is shown again.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await asked;
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Er is een nieuwe versie");
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  await Promise.all([page.waitForEvent("load"), toast.getByRole("button", { name: "Opnieuw laden" }).click()]);
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
});

// The sign-in page, which runs the app for everyone (a visitor's home page comes without scripts, decision 9).
test("the same build is left alone", async ({ page }) => {
  await page.goto(at(null, "/en/auth/login-1"));
  await hydrated(page);
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/__manifest" && new URL(r.url()).searchParams.get("paths") === "",
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  expect((await answer).status()).toBe(200);
  await page.waitForTimeout(300);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("a script of the build that fails to load reloads the page, but not again within 10 s", async ({ page }) => {
  await page.goto(at(null, "/nl/auth/login-1"));
  await hydrated(page);
  const mark = () =>
    page.evaluate(() => {
      (window as { marked?: boolean }).marked = true;
    });
  const marked = () => page.evaluate(() => (window as { marked?: boolean }).marked ?? false);
  const preloadError = () => page.evaluate(() => window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })));

  await mark();
  await Promise.all([page.waitForEvent("load"), preloadError()]);
  await hydrated(page);
  expect(await marked()).toBe(false);

  // Within the guard's 10 s a second failure does not reload: no loop.
  await mark();
  await preloadError();
  await page.waitForTimeout(1000);
  expect(await marked()).toBe(true);
  expect(await page.evaluate(() => Number(sessionStorage.getItem("reload-guard")))).toBeGreaterThan(0);
});

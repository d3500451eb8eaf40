import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Spec section 2's developer pages (/test/formbuilder waits for the form builder).
const DEV_PAGES = [
  "api",
  "auth",
  "colors",
  "datepicker",
  "dollar-api",
  "dupe",
  "form",
  "sentry",
  "server-error",
  "step-form",
  "step-form-2",
  "tiptap",
  "toaster",
  "user",
  "user-store",
];

// A navigation inside the app, as a link would make one (the router's own handle for devtools).
const navigateInApp = (page: Page, path: string) =>
  page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );

test("a navigation inside the app brings a developer page's texts along, and is a 404 for a volunteer", async ({ browser }) => {
  for (const role of ["admin", "volunteer"]) {
    const context = await browser.newContext();
    await signInAs(context, role);
    const page = await context.newPage();
    await page.goto(at(null, "/nl"));
    await hydrated(page);
    await navigateInApp(page, "/nl/test/auth");
    await expect(page).toHaveURL(at(null, "/nl/test/auth"));
    if (role === "admin") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inlogstatus");
      await expect(page).toHaveTitle(/^Inlogstatus - /);
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    }
    await context.close();
  }
});

test.describe("as an admin", () => {
  test.beforeEach(({ context }) => signInAs(context, "admin"));

  // Two halves, so that the two workers share them.
  for (const [half, names] of [
    ["first", DEV_PAGES.slice(0, 8)],
    ["second", DEV_PAGES.slice(8)],
  ] as const) {
    test(`no axe violations on the developer pages, light and dark (${half} half)`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const name of names) {
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(at(null, `/nl/test/${name}`));
        await hydrated(page);
        expect(await axeInBothModes(page), name).toEqual(NO_VIOLATIONS);
      }
    });
  }

  test("/test/api calls the API from the browser and shows the answer, or the error", async ({ page }) => {
    await page.goto(at(null, "/nl/test/api"));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API-client testen");
    const call = page.waitForRequest((r) => r.url().endsWith("/api/v1/volunteer_centers/current?page%5Bsize%5D=3"));
    await page.getByRole("button", { name: "Aanroepen" }).click();
    await call;
    await expect(page.getByTestId("api-outcome")).toContainText("200");
    await expect(page.getByTestId("api-body")).toContainText('"name": "Vrijwilligerscentrum Nijmegen"');
    await page.getByLabel(/^Adres/).selectOption("/api/v1/bestaat-niet");
    await page.getByRole("button", { name: "Aanroepen" }).click();
    await expect(page.getByTestId("api-outcome")).toContainText("404");
    await expect(page.getByTestId("api-body")).toContainText('"code": "not_found"');
  });

  // /test/dollar-api, /test/auth and /test/user render their loaders' data: app/routes/developer-pages.test.ts.

  test("/test/user-store reads the app's user and organization, and choosing one updates it", async ({ page }) => {
    await page.goto(at(null, "/nl/test/user-store"));
    await hydrated(page);
    const store = page.getByTestId("user-store");
    await expect(store.locator("dd").first()).toHaveText("ja");
    await expect(store).toContainText("admin");
    const name = await page.getByLabel("Organisatie").locator("option").first().textContent();
    await page.getByRole("button", { name: "Kiezen" }).click();
    await expect(page).toHaveURL(at(null, "/nl/test/user-store"));
    await expect(store.locator("dd").nth(4)).toHaveText(name ?? "");
  });

  test("/test/sentry reports from the server, from the browser, and when a screen crashes", async ({ page }) => {
    await page.goto(at(null, "/nl/test/sentry"));
    await hydrated(page);
    await page.getByRole("button", { name: "Fout melden vanaf de server" }).click();
    await expect(page.getByTestId("sentry-server")).toContainText(/Gemeld, met verzoeknummer \S+\./);
    await page.getByRole("button", { name: "Fout melden vanuit de browser" }).click();
    await expect(page.getByTestId("sentry-browser")).toHaveText("Gemeld: de server heeft de fout ontvangen.");
    const report = page.waitForRequest((r) => r.url().endsWith("/api/v1/error_reports") && r.method() === "POST");
    await page.getByRole("button", { name: "Laat dit scherm vastlopen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps... er is iets misgegaan!");
    expect((await report).postDataJSON().data.attributes.message).toBe("Test error from /test/sentry (component)");
  });
});

import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("the language selector switches to English on the same page and the choice is remembered", async ({ page, context }) => {
  // The developer pages are for admins in production (the browser tests run a production build).
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/test/colors"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kleuren");
  await page.getByTestId("language-selector").click();
  const panel = page.getByRole("dialog", { name: "Taal" });
  await expect(panel).toBeVisible();
  // Spec section 2: the language panel opens on the right.
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((page.viewportSize()?.width ?? 0) - 2);
  await panel.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(at(null, "/en/test/colors"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colours");
  await expect(page).toHaveTitle("Colours - Vrijwilligerscentrum Nijmegen");

  // A bare path follows the locale cookie.
  await page.goto(at(null, "/test/colors"));
  await expect(page).toHaveURL(at(null, "/en/test/colors"));
  const cookie = (await page.context().cookies()).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("en");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
});

// A bare path's language from Accept-Language, and no selector without internationalisation:
// app/routes/server-rendered.test.ts.

test("a page preloads its own language's texts beside the entry script, and only that language", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  for (const locale of ["nl", "en"] as const) {
    fetched.length = 0;
    // The contact form, which runs the app for a visitor too (the home page and the bank come without scripts).
    await page.goto(at(null, `/${locale}/contactformulier`));
    await hydrated(page);
    const preload = page.locator(`head link[rel="modulepreload"][href^="/assets/catalogue-${locale}-"]`);
    await expect(preload).toHaveCount(1);
    expect(await page.locator('head link[rel="modulepreload"][href^="/assets/catalogue-"]').count()).toBe(1);
    expect(fetched.filter((file) => file.startsWith("/assets/catalogue-"))).toEqual([await preload.getAttribute("href")]);
  }
});

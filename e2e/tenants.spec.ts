import { expect } from "@playwright/test";
import { at } from "./helpers";
import { test } from "./test";

// Each centre's home page, title, heading, app name and tenant cookie: app/routes/server-rendered.test.ts.

test("in dark mode a logo without a dark variant gives way to the name, not a white box", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  // Roermond's logo has no dark variant (Oldebroek's and the demo's have one).
  await page.goto(at("roermond", "/nl"));
  const header = page.locator("header").first();
  await expect(header.getByTestId("app-name-dark")).toBeVisible();
  await expect(header.getByTestId("app-name-dark")).toHaveText("Vrijwilligerswerk Roermond");
  await expect(header.locator("a img").first()).toBeHidden();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(header.getByTestId("app-name-dark")).toBeHidden();
  await expect(header.locator("a img").first()).toBeVisible();
});

test("each centre has its own primary colour", async ({ page }) => {
  const colours = new Set<string>();
  for (const host of ["oldebroek", "roermond", "meedoen", "demo", null]) {
    await page.goto(at(host, "/nl"));
    colours.add(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary-600").trim()));
  }
  expect(colours.size).toBe(5);
});

// The centre host map and the favicon's fallback: app/routes/server-rendered.test.ts.

test("a visitor can switch to another centre of the tenant, kept in a cookie", async ({ page }) => {
  await page.goto(at(null, "/nl/switch"));
  await page.getByRole("button", { name: "Vrijwilligerscentrale Ede" }).click();
  await expect(page).toHaveURL(at(null, "/nl"));
  await expect(page).toHaveTitle("Home - Vrijwilligerscentrale Ede");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerswerk in Ede");
});

test("on the Gelderse Handen host every page redirects to /gelderse-handen", async ({ page }) => {
  await page.goto(at("geldersehanden", "/nl/switch"));
  await expect(page).toHaveURL(at("geldersehanden", "/nl/gelderse-handen"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gelderse Handen");
  await page.goto(at("geldersehanden", "/"));
  await expect(page).toHaveURL(at("geldersehanden", "/nl/gelderse-handen"));
  // Other hosts keep their pages.
  await page.goto(at(null, "/nl/gelderse-handen"));
  await expect(page).toHaveURL(at(null, "/nl/gelderse-handen"));
  await page.goto(at(null, "/nl/switch"));
  await expect(page).toHaveURL(at(null, "/nl/switch"));
});

import { expect } from "@playwright/test";
import { at } from "./helpers";
import { test } from "./test";

const cases = [
  { host: "oldebroek", title: "Home - Vrijwilligerscentrale Oldebroek", heading: "Vrijwilligerswerk in Oldebroek", logo: true },
  { host: "roermond", title: "Home - Vrijwilligerswerk Roermond", heading: "Vrijwilligerswerk in Roermond", logo: true },
  { host: "meedoen", title: "Home - Meedoen", heading: "Vrijwilligerswerk in Gelderland", logo: false },
  { host: "demo", title: "Home - Volunteerly Demo", heading: "Vrijwilligerswerk in Demostad", logo: true },
  { host: null, title: "Home - Vrijwilligerscentrum Nijmegen", heading: "Vrijwilligerswerk in Nijmegen", logo: false },
];

for (const { host, title, heading, logo } of cases) {
  test(`${host ?? "localhost"} shows its own tenant and theme`, async ({ page }) => {
    const response = await page.goto(at(host, "/nl"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Without a logo the app name is the heading of the header (spec section 1).
    if (logo) await expect(page.getByTestId("app-name")).toHaveCount(0);
    else await expect(page.getByTestId("app-name")).toBeVisible();
    // The home page is shared by every visitor, so it sets no cookie the host decides (decision 27); a page that is
    // not shared keeps the tenant for the browser (spec section 1).
    expect((await page.context().cookies()).find((c) => c.name === "tenant")).toBeUndefined();
    await page.goto(at(host, "/nl/auth/login-1"));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "tenant")?.value).toBe(host ?? "public");
  });
}

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

test("the centre host map picks Heumen, and the favicon falls back to the logo", async ({ page }) => {
  await page.goto(at("heumen", "/nl"));
  await expect(page).toHaveTitle("Home - Vrijwilligerscentrale Heumen");
  await page.goto(at("roermond", "/nl"));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/demo/logos/roermond.svg");
});

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

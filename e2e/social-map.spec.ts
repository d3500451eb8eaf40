import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated, PORT } from "./helpers";
import { test } from "./test";

// The social map of the public tenant's Nijmegen centre (the map test: Roermond's). Tiles come from a host that does not exist
// (playwright.config.ts); the map test serves them itself with page.route, so nothing leaves the machine.

// A 1x1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
// The map test uses Roermond's food bank: another spec moves the public tenant's to another centre.
const TENANT = { "x-tenant": "roermond" };
// New each time beforeAll runs: a worker that takes several of these tests runs it for each.
let VACANCY = "";

/** A published vacancy of Roermond's food bank, made through the API as its organization superuser would. */
test.beforeAll(async ({ request }) => {
  VACANCY = `Sorteren in het magazijn ${Date.now()}`;
  const email = "organization-superuser@roermond.demo.test";
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { ...TENANT, "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: email };
  const own = await (await request.get(`${API}/api/v1/current_organizations`, { headers: auth })).json();
  const foodBank = own.data.find((o: { attributes: { name: string } }) => o.attributes.name.startsWith("Voedselbank"));
  const response = await request.post(`${API}/api/v1/vacancies`, {
    headers: { ...auth, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "vacancies",
        attributes: {
          title: VACANCY,
          description: "<p>Help bij het sorteren van de pakketten.</p>",
          vacancy_type: "volunteering",
          status: "published",
          organization_id: Number(foodBank.id),
          city: "Nijmegen",
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
});

const names = (page: Page) => page.getByTestId("social-map-list").locator(":scope > li > a").allTextContents();

test("without JavaScript a visitor searches and filters the social map's list and opens an organization", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at(null, "/nl/sociale-kaart"));
  await expect(page.getByRole("heading", { name: "Sociale kaart", level: 1 })).toBeVisible();
  await expect(page.getByText("Hier vind je een overzicht van alle organisaties.")).toBeVisible();
  await expect(page).toHaveTitle(/^Sociale kaart - /);
  const all = await names(page);
  expect(all).toContain("Zwemvereniging De Nijmeegse Dolfijn");
  expect(all).toContain("Verpleeghuis Dekkerswald");
  // Pending, and a school that keeps itself off the map.
  expect(all).not.toContain("Stichting Buurtkracht");
  expect(all).not.toContain("Basisschool De Regenboog");
  await expect(page.getByTestId("social-map-count")).toHaveText(`${all.length} organisaties`);

  await page.getByLabel("Soort activiteit").selectOption({ label: "Sport en bewegen" });
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/activiteit=2/);
  await page.waitForLoadState();
  const sport = await names(page);
  expect(sport).toContain("Zwemvereniging De Nijmeegse Dolfijn");
  expect(sport).not.toContain("Verpleeghuis Dekkerswald");

  await page.getByRole("link", { name: "Wis filters" }).click();
  await page.getByLabel("Soort organisatie").selectOption({ label: "Zorg en welzijn" });
  await page.getByLabel("Zoek op naam").fill("dekkers");
  await page.getByRole("button", { name: "Zoeken" }).click();
  // Without scripts the search is a new page: wait for it before reading the list.
  await expect(page).toHaveURL(/q=dekkers/);
  await expect(page.getByTestId("social-map-list").locator(":scope > li > a")).toHaveText(["Verpleeghuis Dekkerswald"]);

  await page.getByLabel("Zoek op naam").fill("bestaat niet");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByTestId("social-map-empty")).toBeVisible();
  await expect(page.getByTestId("social-map-count")).toHaveText("0 organisaties");

  await page.goto(at(null, "/nl/sociale-kaart?q=dolfijn"));
  await page.getByRole("link", { name: "Zwemvereniging De Nijmeegse Dolfijn" }).click();
  await expect(page.getByRole("heading", { name: "Zwemvereniging De Nijmeegse Dolfijn", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Open vacatures" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: "Contact" })).toBeVisible();
  await context.close();
});

test("the social map: a map of the page's organizations, the detail page with its vacancies, axe clean, in English too", async ({
  page,
}) => {
  const tiles: string[] = [];
  await page.route("https://tiles.invalid/**", (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: PNG });
  });
  await page.goto(at("roermond", "/nl/sociale-kaart"));
  await hydrated(page);
  const map = page.getByRole("region", { name: "Kaart met de organisaties op deze pagina" });
  await expect(map.locator(".leaflet-container")).toBeVisible();
  await expect(map.locator("path.leaflet-interactive").first()).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  // Reachable from the footer.
  await page.getByRole("contentinfo").getByRole("link", { name: "Sociale kaart" }).click();
  await expect(page).toHaveURL(/\/nl\/sociale-kaart$/);

  await page
    .getByRole("link", { name: /^Voedselbank/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Voedselbank/, level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(
    page.getByRole("region", { name: /^Kaart met de plaats van Voedselbank/ }).locator(".leaflet-container"),
  ).toBeVisible();
  const vacancy = page.getByTestId("social-map-vacancies").getByRole("link", { name: VACANCY });
  await expect(vacancy).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await vacancy.click();
  await expect(page.getByRole("heading", { name: VACANCY, level: 1 })).toBeVisible();

  await page.goto(at("roermond", "/en/sociale-kaart"));
  await expect(page.getByRole("heading", { name: "Social map", level: 1 })).toBeVisible();
  await expect(page.getByText("Here you find an overview of all organisations.")).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
});

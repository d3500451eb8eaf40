import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { foodBankVacancies, TILE_PNG } from "./food-bank-vacancies";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The vacancy bank's map toggle. The tile server is outside our machine: page.route plays it (see vacancy-map.spec.ts).

// A word only this run's vacancies have (the test server's database outlives a run), so the search finds exactly them.
// It ends in "q" so neither the Dutch nor the English stemmer takes a random ending off. A new one each time beforeAll
// runs: a worker that takes both tests runs it once for each.
const newWord = () =>
  `Kaartproef${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}q`;
let WORD = "";

let ids: string[] = [];

/** Published vacancies of the public tenant's food bank: two a street apart in Nijmegen, one in Ede, one remote. */
async function createVacancies(request: APIRequestContext) {
  const create = await foodBankVacancies(request);
  return [
    await create(`${WORD} Waalkade`, { city: "Nijmegen", latitude: 51.8488, longitude: 5.8663 }),
    await create(`${WORD} Grote Markt`, { city: "Nijmegen", latitude: 51.8478, longitude: 5.864 }),
    await create(`${WORD} Ede`, { city: "Ede", latitude: 52.0402, longitude: 5.6649 }),
    await create(`${WORD} thuis`, { remote: true }),
  ];
}

test.beforeAll(async ({ request }) => {
  WORD = newWord();
  ids = await createVacancies(request);
});

async function watch(page: Page) {
  const errors: string[] = [];
  await page.route("https://tiles.invalid/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }),
  );
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("map toggle: the search's vacancies on a clustered map, each pin's popup links to its vacancy", async ({ page }) => {
  const errors = await watch(page);
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await page.goto(at(null, `/nl/vacancies/search?q=${WORD}`));
  await hydrated(page);
  // The list is the default, and the list loads no map code.
  await expect(page.getByTestId("search-results").locator(":scope > li")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Lijst", exact: true })).toHaveAttribute("aria-current", "page");
  expect(loaded.filter((url) => /leaflet|places-map|results-map|tiles\.invalid/.test(url))).toEqual([]);

  // The toggle keeps the search and is an address of its own.
  await page.getByRole("link", { name: "Kaart", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${WORD}&view=map$`));
  await expect(page.getByRole("link", { name: "Kaart", exact: true })).toHaveAttribute("aria-current", "page");
  const map = page.getByRole("region", { name: "Kaart met de gevonden vacatures" });
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(page.getByTestId("search-results")).toHaveCount(0);
  await expect(page.getByTestId("search-map-note")).toHaveText(
    "3 van de 4 vacatures staan op de kaart: vacatures op afstand of zonder adres staan alleen in de lijst.",
  );
  // The two in Nijmegen share a cluster at this zoom; Ede has its own pin.
  const cluster = map.getByRole("button", { name: "2 vacatures hier, inzoomen" });
  await expect(cluster).toBeVisible();
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page)).toEqual([]);
  }

  // Opening the cluster shows both pins; a pin's popup links to its vacancy.
  await cluster.click();
  // Zoomed in on Nijmegen: Ede is out of sight.
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
  await expect(cluster).toHaveCount(0);
  const pin = await map.locator("path.leaflet-interactive").last().boundingBox();
  expect(pin).toBeTruthy();
  if (pin) await page.mouse.click(pin.x + pin.width / 2, pin.y + pin.height / 2);
  const popupLink = map.locator(".leaflet-popup-content a");
  await expect(popupLink).toHaveCount(1);
  const href = await popupLink.getAttribute("href");
  expect(ids.map((id) => `/nl/vacancies/${id}`)).toContain(href);
  await popupLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WORD);
  expect(errors).toEqual([]);
});

test("the map view keeps its filters when the search changes, and works on a phone", async ({ page }) => {
  test.slow();
  await watch(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(at(null, `/nl/vacancies/search?q=${WORD}&view=map`));
    await hydrated(page);
    const map = page.getByRole("region", { name: "Kaart met de gevonden vacatures" });
    await expect(map.locator(".leaflet-container")).toBeVisible();
    const box = await map.boundingBox();
    expect(box && box.width <= width).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page)).toEqual([]);
    }
  }
  // A new search stays on the map: nothing found, then this run's vacancies again.
  const words = page.getByRole("searchbox").first();
  await words.fill("zzqxgeenresultaat");
  await words.press("Enter");
  await expect(page).toHaveURL(/q=zzqxgeenresultaat&view=map$/);
  await expect(page.getByTestId("search-total")).toHaveText("0 vacatures");
  await words.fill(WORD);
  await words.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${WORD}&view=map$`));
  await expect(page.getByTestId("search-map-note")).toHaveText(
    "3 van de 4 vacatures staan op de kaart: vacatures op afstand of zonder adres staan alleen in de lijst.",
  );
  // Back to the list, with the same search.
  await page.getByRole("link", { name: "Lijst", exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId("search-results").locator(":scope > li")).toHaveCount(4);
});

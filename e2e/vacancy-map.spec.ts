import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { foodBankVacancies, TILE_PNG } from "./food-bank-vacancies";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The map on the vacancy page. The browser tests' server has MAP_TILE_URL on a host that does not exist
// (playwright.config.ts); the tile server is outside our machine, so this test plays it with page.route.

const TILES = /^https:\/\/tiles\.invalid\/(\d+)\/(\d+)\/(\d+)\.png$/;
// De Waalbrug in Nijmegen.
const POINT = { latitude: 51.8488, longitude: 5.8663 };

let ids: { mapped: string; unmapped: string; remote: string };

/** Published vacancies of the public tenant's food bank: one at a point on the map, one without a point, one remote. */
async function createVacancies(request: APIRequestContext) {
  const create = await foodBankVacancies(request);
  return {
    mapped: await create("Uitgifte aan de Waal", { street: "Waalkade", house_number: "1", city: "Nijmegen", ...POINT }),
    unmapped: await create("Uitgifte zonder kaart", { street: "Dorpsstraat", house_number: "12", city: "Demostad" }),
    remote: await create("Belteam vanuit huis", { remote: true }),
  };
}

test.beforeAll(async ({ request }) => {
  ids = await createVacancies(request);
});

/** Serves every tile from the fake host and notes its address; collects what the page reports as errors. */
async function watch(page: Page) {
  const tiles: string[] = [];
  const errors: string[] = [];
  await page.route("https://tiles.invalid/**", (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG });
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return { tiles, errors };
}

/** The slippy-map tile that holds a point (OpenStreetMap's scheme, as leaflet asks for it). */
function tileOf(latitude: number, longitude: number, zoom: number) {
  const n = 2 ** zoom;
  const rad = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

test("the vacancy page shows a map of its place, with tiles from the configured server and a marker on the spot", async ({
  page,
}) => {
  const { tiles, errors } = await watch(page);
  await page.goto(at(null, `/nl/vacancies/${ids.mapped}`));
  await hydrated(page);
  const map = page.getByRole("region", { name: "Kaart van de locatie" });
  await expect(map).toBeVisible();
  await expect(map.locator(".leaflet-container")).toBeVisible();
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(map.getByText("Kaartgegevens © OpenStreetMap-bijdragers")).toBeVisible();

  // Every tile came from the configured address, at zoom 15, and the one under the vacancy's place among them.
  expect(tiles.length).toBeGreaterThan(0);
  for (const url of tiles) expect(url).toMatch(TILES);
  const wanted = tileOf(POINT.latitude, POINT.longitude, 15);
  expect(tiles).toContain(`https://tiles.invalid/15/${wanted.x}/${wanted.y}.png`);

  // The marker sits in the middle of the map, which is centred on the place.
  const marker = map.locator("path.leaflet-interactive");
  await expect(marker).toHaveCount(1);
  const [box, mapBox] = [await marker.boundingBox(), await map.locator(".leaflet-container").boundingBox()];
  expect(box && mapBox).toBeTruthy();
  if (box && mapBox) {
    expect(Math.abs(box.x + box.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - (mapBox.y + mapBox.height / 2))).toBeLessThan(2);
  }
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/?mlat=51.8488&mlon=5.8663#map=16/51.8488/5.8663",
  );
  // The page's Content-Security-Policy let the tiles through, and nothing went wrong.
  expect(errors).toEqual([]);
  // Leaflet's controls and attribution keep the page accessible, in both colour modes.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("without coordinates there is no map but a search on OpenStreetMap; a remote vacancy has neither", async ({ page }) => {
  const { tiles, errors } = await watch(page);
  await page.goto(at(null, `/en/vacancies/${ids.unmapped}`));
  await hydrated(page);
  await expect(page.getByTestId("vacancy-address")).toContainText("Dorpsstraat 12");
  await expect(page.getByRole("link", { name: "Find the address on OpenStreetMap" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=Dorpsstraat%2012%2C%20Demostad",
  );
  await expect(page.getByRole("region", { name: "Map of the location" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveCount(0);

  await page.goto(at(null, `/nl/vacancies/${ids.remote}`));
  await hydrated(page);
  await expect(page.getByText("Op afstand of vanuit huis")).toBeVisible();
  await expect(page.getByTestId("vacancy-address")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Kaart van de locatie" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /OpenStreetMap/ })).toHaveCount(0);
  expect(tiles).toEqual([]);
  expect(errors).toEqual([]);
});

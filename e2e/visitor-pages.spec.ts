import { expect, type Page } from "@playwright/test";
import { PAGES } from "../scripts/check-budgets.mjs";
import { at, signInAs } from "./helpers";
import { test } from "./test";

// Decision 9: a visitor who is not signed in gets the public pages as server-rendered HTML without the app's scripts;
// the page budget (scripts/check-budgets.mjs) counts those pages so, and this holds it to what is served.
const SAMPLES: Record<string, string> = {
  "routes/home": "/nl",
  "routes/content-page": "/nl/over-ons",
  "routes/news": "/nl/nieuws",
  "routes/news-item": "/nl/nieuws/anna-taalmaatje",
  "routes/partners": "/nl/partners",
  "routes/activity-calendar": "/nl/activiteitenkalender",
  "routes/vacancy": ":vacancy",
  "routes/vacancies.search": "/nl/vacancies/search?remote=true",
  "routes/guided-choice": "/nl/hulp-bij-kiezen?themes=sport&step=2",
  "routes/embed.vacancies": "/nl/embed/vacancies?remote=true",
  "routes/developers.api": "/nl/developers/api",
  "routes/developers.api.tag": "/nl/developers/api/vacancies",
};

/**
 * A page of one of Oldebroek's vacancies: with a place on the map or without one (the browser tests' server has
 * MAP_TILE_URL, so a map shows where there is a place).
 */
async function aVacancy(page: Page, { withMap = false } = {}): Promise<string> {
  await page.goto(at("oldebroek", "/nl/partners"));
  const id = await page.evaluate(async (withMap) => {
    const get = (path: string) => fetch(path, { headers: { accept: "application/vnd.api+json" } }).then((r) => r.json());
    const bank = await get("/api/v1/vacancies/search?page[size]=50");
    for (const { id } of bank.data as { id: string }[]) {
      const { attributes: v } = (await get(`/api/v1/vacancies/${id}`)).data;
      if ((!v.remote && v.latitude !== null && v.longitude !== null) === withMap) return id;
    }
    return null;
  }, withMap);
  if (!id) throw new Error(`no vacancy ${withMap ? "with" : "without"} a map`);
  return `/nl/vacancies/${id}`;
}

/** The scripts this document fetched (its own resource timings: nothing of the page before), and its mark. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("load");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  );
  return { scripts, withoutScripts: await page.locator("html").getAttribute("data-without-scripts") };
}

test("every page the budget counts without scripts reaches a visitor without them", async ({ page }) => {
  const counted = PAGES.filter((p) => p.withoutScripts).map((p) => p.route);
  expect(counted.filter((route) => !SAMPLES[route])).toEqual([]);
  const items: Record<string, string> = { ":vacancy": await aVacancy(page) };
  for (const route of counted) {
    const url = at("oldebroek", items[SAMPLES[route]] ?? SAMPLES[route]);
    const { scripts, withoutScripts } = await load(page, url);
    expect({ url, scripts, withoutScripts }).toEqual({ url, scripts: [], withoutScripts: "true" });
    await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
  }
});

// The bank's map and its search alert's form, a content page with a slideshow and a video, a news item with a form, the
// social map and a vacancy with their maps.
for (const path of [
  "/nl/vacancies/search?view=map",
  "/nl/vacancies/search?alert=open",
  "/nl/vrijwilligerswerk",
  "/nl/nieuws/vrijwilligersavond",
  "/nl/sociale-kaart",
  ":vacancy with a map",
]) {
  test(`a page that needs the app keeps it for a visitor: ${path}`, async ({ page }) => {
    const url = path === ":vacancy with a map" ? await aVacancy(page, { withMap: true }) : path;
    const { scripts, withoutScripts } = await load(page, at("oldebroek", url));
    expect(withoutScripts).toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
}

test("signed in, the same public pages run the app", async ({ page, context }) => {
  await signInAs(context, "volunteer");
  for (const path of ["/nl", "/nl/activiteitenkalender"]) {
    const { scripts, withoutScripts } = await load(page, at(null, path));
    expect(withoutScripts).toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
});

test("without scripts, a visitor's hearts stay in his browser and 'back to results' returns to his search", async ({ page }) => {
  const vacancy = await aVacancy(page);
  const id = vacancy.split("/").pop();
  const search = at("oldebroek", "/nl/vacancies/search?q=koken");
  await page.goto(at("oldebroek", vacancy), { referer: search });
  await expect(page.locator("html")).toHaveAttribute("data-without-scripts", "true");
  await expect(page.getByTestId("back-to-results")).toHaveAttribute("href", "/nl/vacancies/search?q=koken");

  const heart = page.locator(`[data-save-vacancy="${id}"]`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("saved-vacancies"))).toBe(JSON.stringify([id]));
  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The bank with the search alert's form runs the app: it reads the same hearts, and letting go there shows on the
  // page without scripts.
  await page.goto(at("oldebroek", `/nl/vacancies/search?q=${encodeURIComponent(title)}&alert=open`));
  const alertForm = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
  await expect(alertForm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(alertForm).toHaveCount(0);
  const card = page.locator(`[data-save-vacancy="${id}"]`);
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "false");
  await page.goto(at("oldebroek", vacancy));
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("without scripts, a visitor applies through the browser's own form post", async ({ page }) => {
  await page.goto(at("oldebroek", await aVacancy(page)));
  await expect(page.locator("html")).toHaveAttribute("data-without-scripts", "true");
  await page.getByLabel("Voornaam").fill("Vera");
  await page.getByLabel("Achternaam").fill("Bezoeker");
  await page.getByLabel("E-mailadres").fill(`vera-${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();
  // The summary above the form names it, and so does the message at the field.
  await expect(
    page.getByTestId("error-summary").getByRole("link", { name: "Toestemming: Je moet de voorwaarden accepteren" }),
  ).toBeVisible();
  await expect(page.locator("#accept_terms-error")).toHaveText("Je moet de voorwaarden accepteren");
  await expect(page.getByLabel("Voornaam")).toHaveValue("Vera");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Aanmelding versturen" }).click();
  await expect(page.getByTestId("application-sent")).toBeVisible();
});

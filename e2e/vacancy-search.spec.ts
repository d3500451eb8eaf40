import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The seeded demo bank of oldebroek: 50-130 published vacancies in Oldebroek, Wezep, 't Harde and nearby,
// among them 'Chauffeur voor de voedselbank'.
const SEARCH = "/nl/vacancies/search";
const total = (page: Page) => page.getByTestId("search-total");
const count = async (page: Page) => Number((await total(page).textContent())?.replace(/\D/g, ""));

test("a guest searches a word and sees matching results and the total", async ({ page }) => {
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  const all = await count(page);
  expect(all).toBeGreaterThan(20);
  await page.getByTestId("search-q").fill("voedselbank");
  await expect(page).toHaveURL(/q=voedselbank/);
  await expect(page.getByTestId("search-result-title").first()).toBeVisible();
  const found = await count(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(page.getByTestId("search-results")).toContainText("Chauffeur voor de voedselbank");
  await expect(page.getByTestId("filter-chip")).toHaveText(["‘voedselbank’"]);
});

test("a filter changes the URL, the total and the counts; its chip takes it off again", async ({ page }) => {
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  const all = await count(page);
  const remote = page.getByTestId("filter-panel").getByLabel("Op afstand");
  const remoteCount = Number(await remote.locator("xpath=..").getByTestId("facet-count").textContent());
  await remote.check();
  await expect(page).toHaveURL(/remote=true/);
  await expect(total(page)).toHaveText(remoteCount === 1 ? "1 vacature" : `${remoteCount} vacatures`);
  expect(remoteCount).toBeLessThan(all);
  await page.getByRole("link", { name: "Filter verwijderen: Op afstand" }).click();
  await expect(page).not.toHaveURL(/remote=/);
  await expect(total(page)).toHaveText(`${all} vacatures`);
});

test("a visitor's bank comes without the app's scripts and still searches live: focus, hearts and Back stay right", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  await page.goto(at("oldebroek", SEARCH));
  await expect(page.locator("html")).toHaveAttribute("data-without-scripts", "true");
  expect(scripts).toEqual([]);
  const first = page.getByTestId("search-result").first();
  const title = (await first.getByTestId("search-result-title").textContent()) ?? "";
  await first.getByRole("button", { name: `Bewaren: ${title}` }).click();

  const remote = page.getByTestId("filter-panel").getByLabel("Op afstand");
  await remote.check();
  await expect(page).toHaveURL(/remote=true/);
  await expect(remote).toBeFocused();
  // The morphing library came with the first search, and nothing else.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/idiomorph\.min-[\w-]+\.js$/)]);
  await remote.uncheck();
  await expect(page).not.toHaveURL(/remote=/);
  await expect(remote).toBeFocused();
  // The cards came from the server again; the guest's heart is still on.
  await expect(page.getByRole("button", { name: `Bewaren: ${title}` }).first()).toHaveAttribute("aria-pressed", "true");

  await page.goBack();
  await expect(page).toHaveURL(/remote=true/);
  await expect(page.getByTestId("filter-panel").getByLabel("Op afstand")).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/remote=/);
  await expect(page.getByTestId("filter-panel").getByLabel("Op afstand")).not.toBeChecked();
});

test("the type filter offers person-to-person help only on a centre that has it", async ({ page }) => {
  const types = page.getByTestId("filter-panel").getByRole("group", { name: "Soort werk" });
  await page.goto(at("oldebroek", SEARCH));
  await expect(types.getByRole("checkbox", { name: /^Burenhulp \d/ })).toBeVisible();
  await expect(types.getByRole("checkbox", { name: /^Een-op-een hulp \d/ })).toBeVisible();
  await page.goto(at("roermond", SEARCH));
  await expect(types.getByRole("checkbox", { name: /^Vrijwilligerswerk \d/ })).toBeVisible();
  await expect(types.getByRole("checkbox", { name: /^Burenhulp \d/ })).toHaveCount(0);
  await expect(types.getByRole("checkbox", { name: /^Een-op-een hulp \d/ })).toHaveCount(0);
});

test("sorting by closing date puts the soonest end date first", async ({ page }) => {
  await page.goto(at("oldebroek", `${SEARCH}?sort=closing_soon`));
  await expect(page.getByTestId("search-sort")).toHaveValue("closing_soon");
  // The soonest end dates come first: the cards' closing dates never go back in time.
  const ends = await page
    .getByTestId("search-result-closes")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(ends.length).toBeGreaterThan(5);
  expect(ends).toEqual([...ends].sort());
  await hydrated(page);
  await page.getByTestId("search-sort").selectOption("");
  await expect(page).not.toHaveURL(/sort=/);
});

test("pages: page 2 shows other vacancies and links back", async ({ page }) => {
  await page.goto(at("oldebroek", SEARCH));
  const first = await page.getByTestId("search-result-title").first().textContent();
  await page.getByTestId("search-pagination").getByRole("link", { name: "Pagina 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("search-result-title").first()).not.toHaveText(first ?? "");
  await expect(page.getByRole("link", { name: "Vorige" })).toBeVisible();
});

test("near a postal code with a radius: distances, a label and the distance order", async ({ page }) => {
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  await page.getByTestId("search-radius").selectOption("5");
  await page.getByTestId("search-near").fill("8091");
  await page.getByTestId("search-near").press("Enter");
  await expect(page).toHaveURL(/near=8091/);
  await expect(page.getByTestId("search-near-label")).toContainText("binnen 5 km van");
  await expect(page.getByTestId("search-result-distance").first()).toContainText("km hiervandaan");
  await page.getByTestId("search-sort").selectOption("distance");
  await expect(page).toHaveURL(/sort=distance/);
  const distances = () =>
    page
      .getByTestId("search-result-distance")
      .evaluateAll((els) => els.map((e) => Number((e.textContent ?? "").replace(/[^\d,]/g, "").replace(",", "."))));
  // The cards change a moment after the address: wait until they are the sorted ones.
  await expect
    .poll(async () => {
      const list = await distances();
      return list.length > 1 && list.every((d, i) => i === 0 || list[i - 1] <= d);
    })
    .toBe(true);
  expect(Math.max(...(await distances()))).toBeLessThanOrEqual(5);
});

// An unknown place's message and the empty state: app/routes/vacancies.search.test.ts.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form still searches and filters", async ({ page }) => {
    await page.goto(at("oldebroek", SEARCH));
    const all = await count(page);
    await page.getByTestId("search-q").fill("voedselbank");
    await page.getByTestId("filter-panel").getByLabel("Geen VOG nodig").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/q=voedselbank/);
    await expect(page).toHaveURL(/vog_required=false/);
    // The server tidied the form's empty fields out of the address.
    await expect(page).not.toHaveURL(/near=&/);
    expect(await count(page)).toBeLessThan(all);
    await expect(page.getByTestId("filter-chip")).toHaveCount(2);
  });
});

test("on a phone the filters open in a disclosure that shows how many are on", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", `${SEARCH}?remote=true`));
  await hydrated(page);
  await expect(page.getByTestId("filter-panel")).toBeHidden();
  await page.getByTestId("filters-open").click();
  await expect(page.getByTestId("filter-panel")).toBeVisible();
  await expect(page.getByTestId("filter-panel").getByLabel("Op afstand")).toBeChecked();
  await page.getByTestId("filter-panel").getByLabel("Vanuit huis").check();
  await expect(page).toHaveURL(/from_home=true/);
  await page.getByTestId("filters-apply").click();
  await expect(page.getByTestId("filter-panel")).toBeHidden();
  await expect(page.getByTestId("filters-open")).toHaveText("Filters (2)");
});

for (const width of [1366, 390]) {
  test(`no axe violations at ${width}px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at("roermond", "/en/vacancies/search?tags=regularly"));
    await hydrated(page);
    expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  });
}

import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The person-to-person bank on the demo seed: oldebroek calls it neighbour help (with 'Ik help graag met uw computer
// of telefoon' among its offers), the public tenant one-on-one help, and roermond has none. Reads oldebroek's bank,
// so it runs in the bank project (playwright.config.ts).
const PAGE = "/nl/een-op-een-hulp";
const total = (page: Page) => page.getByTestId("search-total");
const count = async (page: Page) => Number((await total(page).textContent())?.replace(/\D/g, ""));
const tab = (page: Page, kind: "all" | "request" | "offer") => page.getByTestId(`help-kind-${kind}`);
const tabCount = async (page: Page, kind: "request" | "offer") =>
  Number(await tab(page, kind).getByTestId("help-kind-count").textContent());

test("a guest on oldebroek finds neighbour help, filters to offers, searches a word and opens a result", async ({ page }) => {
  await page.goto(at("oldebroek", PAGE));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Burenhulp");
  await expect(page).toHaveTitle(/^Burenhulp - /);
  await hydrated(page);
  const all = await count(page);
  const offers = await tabCount(page, "offer");
  const requests = await tabCount(page, "request");
  expect(offers).toBeGreaterThan(5);
  expect(requests).toBeGreaterThan(5);
  expect(offers + requests).toBe(all);
  // The type is the page's own: no type filter, and every card says whether it asks or offers.
  await expect(page.getByTestId("facet-vacancy_type")).toHaveCount(0);
  await expect(page.getByTestId("search-result-help-kind").first()).toBeVisible();

  await tab(page, "offer").click();
  await expect(page).toHaveURL(/help_kind=offer/);
  await expect(total(page)).toHaveText(`${offers} oproepen`);
  await expect(page.getByTestId("help-kind-tabs").getByRole("radio", { name: /Hulpaanbod/ })).toBeChecked();
  const kinds = await page.getByTestId("search-result-help-kind").allTextContents();
  expect(new Set(kinds)).toEqual(new Set(["Hulpaanbod"]));

  await page.getByTestId("search-q").fill("computer");
  await expect(page).toHaveURL(/q=computer/);
  await expect(page).toHaveURL(/help_kind=offer/);
  const result = page.getByTestId("search-result-title").filter({ hasText: "Ik help graag met uw computer of telefoon" });
  await expect(result).toBeVisible();
  expect(await count(page)).toBeLessThan(offers);

  await result.click();
  await expect(page).toHaveURL(/\/nl\/vacancies\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ik help graag met uw computer of telefoon");
  await expect(page.getByTestId("help-kind")).toHaveText("Hulpaanbod");
});

test("the public tenant calls it one-on-one help, in Dutch and in English", async ({ page }) => {
  await page.goto(at(null, PAGE));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Een-op-een hulp");
  expect(await count(page)).toBeGreaterThan(10);
  await page.goto(at(null, "/en/een-op-een-hulp?help_kind=request"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One-on-one help");
  await expect(page.getByTestId("help-kind-tabs").getByRole("radio", { name: /Requests/ })).toBeChecked();
  const kinds = await page.getByTestId("search-result-help-kind").allTextContents();
  expect(new Set(kinds)).toEqual(new Set(["Request for help"]));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form chooses requests and searches", async ({ page }) => {
    await page.goto(at("oldebroek", PAGE));
    const all = await count(page);
    await tab(page, "request").click();
    await page.getByTestId("search-q").fill("boodschappen");
    await page.getByTestId("search-submit").click();
    await expect(page).toHaveURL(/help_kind=request/);
    await expect(page).toHaveURL(/q=boodschappen/);
    // The server tidied the form's empty fields out of the address.
    await expect(page).not.toHaveURL(/near=&/);
    expect(await count(page)).toBeLessThan(all);
    await expect(page.getByTestId("search-results")).toContainText("zoekt iemand om wekelijks samen boodschappen te doen");
  });
});

test("on a phone the filters open in a disclosure, without the type filter", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", `${PAGE}?help_kind=offer`));
  await hydrated(page);
  await page.getByTestId("filters-open").click();
  const panel = page.getByTestId("filter-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("facet-vacancy_type")).toHaveCount(0);
  await panel.getByLabel("Onkostenvergoeding").check();
  await expect(page).toHaveURL(/expenses_reimbursed=true/);
  await expect(page).toHaveURL(/help_kind=offer/);
});

for (const width of [1366, 390]) {
  test(`no axe violations at ${width}px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at("oldebroek", `${PAGE}?help_kind=request`));
    await hydrated(page);
    expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  });
}

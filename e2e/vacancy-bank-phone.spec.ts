import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// Issue 19: the vacancy bank as a volunteer on a cheap phone meets it, and as a keyboard user on any screen.
const SEARCH = "/nl/vacancies/search";
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const total = async (page: Page) => Number((await page.getByTestId("search-total").textContent())?.replace(/\D/g, ""));

for (const viewport of PHONES) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`at ${viewport.width}px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled });

      test("the first screen shows a result, and the filters wait behind a button", async ({ page }) => {
        await page.goto(at("oldebroek", SEARCH));
        if (javaScriptEnabled) await hydrated(page);
        const first = await page.getByTestId("search-result-title").first().boundingBox();
        expect(first).not.toBeNull();
        expect((first?.y ?? Infinity) + (first?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        await expect(page.getByTestId("filters-open")).toBeVisible();
        // The total and the order share one row, even at 320px.
        const heading = await page.getByTestId("search-total").boundingBox();
        const sort = await page.getByTestId("search-sort").boundingBox();
        expect(
          Math.abs((heading?.y ?? 0) + (heading?.height ?? 0) / 2 - ((sort?.y ?? 0) + (sort?.height ?? 0) / 2)),
        ).toBeLessThan(8);
        await expect(page.getByTestId("filter-panel")).toBeHidden();
      });
    });
  }
}

test("on a phone the page does not jump while it loads and runs (layout shift under 0.1)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(at("oldebroek", `${SEARCH}?remote=true`));
  await hydrated(page);
  // Whatever moves after hydration (lazy images, fonts) has had its moment.
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.1);
});

/** Tabs from the top of the page to the first result, taking a skip link when one has focus, as a keyboard user does. */
async function tabsToFirstResult(page: Page, useSkipLinks: boolean): Promise<number> {
  const firstHref = await page.getByTestId("search-result-title").first().getAttribute("href");
  for (let tabs = 1; tabs <= 60; tabs++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => ({
      href: document.activeElement?.getAttribute("href") ?? null,
      testId: document.activeElement?.getAttribute("data-testid") ?? null,
    }));
    if (focused.testId === "search-result-title" && focused.href === firstHref) return tabs;
    if (useSkipLinks && focused.testId === "skip-to-results") await page.keyboard.press("Enter");
  }
  return Infinity;
}

for (const width of [390, 320]) {
  test(`at ${width}px a keyboard user reaches the first result in under 10 Tabs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(at("oldebroek", SEARCH));
    await hydrated(page);
    expect(await tabsToFirstResult(page, true)).toBeLessThan(10);
    // Without the skip link the closed filters still keep their 37 controls out of the way.
    await page.goto(at("oldebroek", SEARCH));
    await hydrated(page);
    expect(await tabsToFirstResult(page, false)).toBeLessThan(20);
  });
}

/** The focused element, when a sticky or fixed element that is not its own covers it; else null. */
function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const rect = focused.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    for (const element of document.querySelectorAll("body *")) {
      const { position, visibility, display } = getComputedStyle(element);
      if ((position !== "sticky" && position !== "fixed") || visibility === "hidden" || display === "none") continue;
      if (element.contains(focused) || focused.contains(element)) continue;
      const box = element.getBoundingClientRect();
      const overlap =
        Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 1 &&
        Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 1;
      if (overlap) {
        const name = (focused.textContent ?? focused.getAttribute("name") ?? "").trim().slice(0, 40);
        return `${focused.tagName} "${name}" under ${element.tagName}.${String(element.className).slice(0, 60)}`;
      }
    }
    return null;
  });
}

/** Presses a key so many times and gives each focused element that hid under a sticky one. */
async function focusHiddenUnderSticky(page: Page, key: "Tab" | "Shift+Tab", times: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const covered = await coveredFocus(page);
    if (covered) hidden.push(covered);
  }
  return hidden;
}

test("on a desktop no focused control hides under a sticky element, and there is no apply bar", async ({ page }) => {
  test.slow();
  // The resting place of each scroll: smooth scrolling would only add waiting.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  await expect(page.getByTestId("filter-panel")).toBeVisible();
  await expect(page.getByTestId("filters-open")).toBeHidden();
  await expect(page.getByTestId("filters-apply")).toBeHidden();
  expect(await focusHiddenUnderSticky(page, "Tab", 80)).toEqual([]);
  // Backwards too: then the sticky header is what could cover the focus.
  expect(await focusHiddenUnderSticky(page, "Shift+Tab", 60)).toEqual([]);
});

test("on a phone the open filters' apply bar never hides the focused filter", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  await page.getByTestId("filters-open").click();
  await page.getByTestId("filters-open").focus();
  expect(await focusHiddenUnderSticky(page, "Tab", 45)).toEqual([]);
  expect(await focusHiddenUnderSticky(page, "Shift+Tab", 45)).toEqual([]);
});

test("an option that would give no results cannot be ticked; a ticked one can be taken off", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at("oldebroek", `${SEARCH}?q=voedselbank`));
  await hydrated(page);
  const rows = page.getByTestId("filter-panel").locator("label", { has: page.getByTestId("facet-count") });
  const empty = rows.filter({ has: page.getByTestId("facet-count").getByText("0", { exact: true }) });
  expect(await empty.count()).toBeGreaterThan(0);
  for (const row of await empty.all()) {
    await expect(row).toBeVisible();
    await expect(row.getByRole("checkbox")).toBeDisabled();
  }
  await expect(
    rows
      .filter({ hasNot: page.getByText("0", { exact: true }) })
      .first()
      .getByRole("checkbox"),
  ).toBeEnabled();

  // A search with nothing left: the ticked box shows 0 but stays free to untick.
  await page.goto(at("oldebroek", `${SEARCH}?q=xqzzvbnonsens&remote=true`));
  await hydrated(page);
  const remote = page.getByTestId("filter-panel").getByLabel("Op afstand");
  await expect(remote).toBeChecked();
  await expect(remote).toBeEnabled();
  await remote.uncheck();
  await expect(page).not.toHaveURL(/remote=/);
});

test("the phone's apply button says how many results it shows, and folds the filters onto them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  await page.getByTestId("filters-open").click();
  const apply = page.getByTestId("filters-apply");
  await expect(apply).toBeVisible();
  await expect(apply).toHaveText(`Toon ${await total(page)} resultaten`);
  const remote = page.getByTestId("filter-panel").getByLabel("Op afstand");
  await remote.check();
  await expect(page).toHaveURL(/remote=true/);
  await expect(page.getByTestId("filter-chip")).toHaveCount(1);
  const remoteTotal = await total(page);
  await expect(apply).toHaveText(remoteTotal === 1 ? "Toon 1 resultaat" : `Toon ${remoteTotal} resultaten`);
  await apply.click();
  await expect(page.getByTestId("filter-panel")).toBeHidden();
  await expect(page.getByTestId("search-total")).toBeFocused();
  await expect(page.getByTestId("filters-open")).toHaveText("Filters (1)");

  // One result: the singular, in English too.
  await page.goto(at("oldebroek", "/en/vacancies/search?q=voedselbank"));
  await hydrated(page);
  await page.getByTestId("filters-open").click();
  const count = await total(page);
  await expect(page.getByTestId("filters-apply")).toHaveText(count === 1 ? "Show 1 result" : `Show ${count} results`);
  const single = page
    .getByTestId("filter-panel")
    .locator("label", { has: page.getByTestId("facet-count").getByText("1", { exact: true }) });
  await single.first().getByRole("checkbox").check();
  await expect(page.getByTestId("search-total")).toHaveText("1 vacancy");
  await expect(page.getByTestId("filters-apply")).toHaveText("Show 1 result");
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the filters open, and the apply button sends them", async ({ page }) => {
    await page.goto(at("oldebroek", SEARCH));
    await page.getByTestId("filters-open").click();
    await page.getByTestId("filter-panel").getByLabel("Geen VOG nodig").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(/vog_required=false/);
    await expect(page.getByTestId("filter-panel")).toBeHidden();
    await expect(page.getByTestId("filters-open")).toHaveText("Filters (1)");
    const first = await page.getByTestId("search-result-title").first().boundingBox();
    expect((first?.y ?? Infinity) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
  });
});

for (const [tenant, lang, example] of [
  ["oldebroek", "nl", "8096 of Oldebroek"],
  ["roermond", "nl", "6041 of Roermond"],
  ["roermond", "en", "6041 or Roermond"],
] as const) {
  test(`the place field's example is the centre's own town, whole at 320 px (${tenant}, ${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(at(tenant, `/${lang}/vacancies/search`));
    await expect(page.getByTestId("search-near")).toHaveAttribute("placeholder", example);
    // The first card's title has the card's width beside the heart: no picture squeezes it at 320 px.
    const heading = await page.getByTestId("search-result").first().getByRole("heading").boundingBox();
    expect(heading?.width ?? 0).toBeGreaterThanOrEqual(180);
    for (const field of ["search-q", "search-near"]) {
      const room = await page.getByTestId(field).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const width = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return width - context.measureText(input.placeholder).width;
      });
      expect(room, `${field}'s example is cut off`).toBeGreaterThanOrEqual(0);
    }
  });
}

test("'Back to results' on a vacancy returns to the search the visitor came from", async ({ page }) => {
  const search = `${SEARCH}?q=voedselbank&sort=newest`;
  await page.goto(at("oldebroek", search));
  await hydrated(page);
  const title = await page.getByTestId("search-result-title").first().textContent();
  await page.getByTestId("search-result-title").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  await hydrated(page);
  const back = page.getByRole("link", { name: "Terug naar resultaten" });
  await expect(back).toHaveAttribute("href", search);
  await back.click();
  await expect(page).toHaveURL(at("oldebroek", search));
  await expect(page.getByTestId("search-q")).toHaveValue("voedselbank");
  await expect(page.getByTestId("filter-chip")).toHaveText(["‘voedselbank’"]);

  // Loaded as a new document from the bank's page (a new tab, a click before the page ran): the referrer's search.
  const href = await page.getByTestId("search-result-title").first().getAttribute("href");
  await page.evaluate((to) => {
    window.location.href = to;
  }, href ?? "");
  await expect(page).toHaveURL(at("oldebroek", href ?? ""));
  await hydrated(page);
  await expect(page.getByTestId("back-to-results")).toHaveAttribute("href", search);

  // From anywhere else: the bank without a search, in the page's language.
  await page.goto(at("oldebroek", (href ?? "").replace("/nl/", "/en/")));
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Back to results" })).toHaveAttribute("href", "/en/vacancies/search");
});

test("no axe violations at 390px with the filters closed and open, light and dark", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", `${SEARCH}?q=voedselbank`));
  await hydrated(page);
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByTestId("filters-open").click();
  await expect(page.getByTestId("filter-panel")).toBeVisible();
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
});

test("at 390px the whole result card opens the vacancy, one link per card, and the heart stays its own target", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", SEARCH));
  await hydrated(page);
  const card = page.getByTestId("search-result").first();
  const link = card.getByTestId("search-result-title");
  const title = (await link.textContent()) ?? "";
  // One link per card for a screen reader; its target (the link's ::after) is the card, far above 44 px.
  await expect(card.getByRole("link")).toHaveCount(1);
  const target = await link.evaluate((element) => {
    const after = getComputedStyle(element, "::after");
    return { height: Number.parseFloat(after.height), position: after.position };
  });
  expect(target.position).toBe("absolute");
  expect(target.height).toBeGreaterThanOrEqual(44);
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  // The whole card inside its 1 px border.
  expect(target.height).toBeCloseTo((box?.height ?? 0) - 2, 0);

  // The heart toggles and stays on the bank.
  const heart = card.getByRole("button", { name: `Bewaren: ${title}` });
  const pressed = await heart.getAttribute("aria-pressed");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", pressed === "true" ? "false" : "true");
  await expect(page).toHaveURL(at("oldebroek", SEARCH));
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", pressed ?? "false");

  // A tap on the card's body, below the title, opens the vacancy.
  const body = box ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.click(body.x + body.width / 2, body.y + body.height - 12);
  await expect(page).toHaveURL(/\/nl\/vacancies\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("Help me kiezen without JavaScript: a question a screen, skip and back, to the bank with the filters and why", async ({
  browser,
}) => {
  const viewport = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("oldebroek", SEARCH));
  // On a phone the way in follows the results (the first screen keeps its first result).
  await page.getByTestId("guided-link").filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/nl\/hulp-bij-kiezen$/);
  await expect(page.getByTestId("guided-progress")).toHaveText("Vraag 1 van 5");
  await page.getByRole("checkbox", { name: "Zorg en welzijn" }).check();
  await page.getByRole("button", { name: "Volgende vraag" }).click();
  await expect(page.getByTestId("guided-progress")).toHaveText("Vraag 2 van 5");
  await page.getByTestId("guided-skip").click();
  await expect(page.getByRole("group", { name: "Hoe vaak wil je iets doen?" })).toBeVisible();
  await page.getByTestId("guided-back").click();
  await expect(page.getByTestId("guided-progress")).toHaveText("Vraag 2 van 5");
  await page.getByTestId("guided-skip").click();
  await page.getByTestId("guided-skip").click();
  await expect(page.getByTestId("guided-progress")).toHaveText("Vraag 4 van 5");
  const where = page.url();
  await page.getByRole("radio", { name: "Maakt me niet uit" }).check();
  await page.getByRole("button", { name: "Volgende vraag" }).click();
  await page.getByRole("checkbox", { name: "Mijn onkosten vergoed" }).check();
  await page.getByRole("button", { name: "Toon vacatures" }).click();
  await expect(page).toHaveURL(/\/nl\/vacancies\/search\?themes=care-welfare&expenses_reimbursed=true&guided=1$/);
  await expect(page.getByTestId("guided-reasons")).toContainText("Omdat je koos voor: Zorg en welzijn en Onkostenvergoeding.");
  await expect(page.getByTestId("filter-chip")).toHaveCount(2);
  const bank = page.url();
  await context.close();
  // axe runs in the page: the same HTML as a browser with JavaScript gets it (a visitor's page has no app scripts).
  const checked = await browser.newContext({ viewport });
  const axePage = await checked.newPage();
  for (const url of [where, bank]) {
    await axePage.goto(url);
    expect(await axeInBothModes(axePage), url).toEqual(NO_VIOLATIONS);
  }
  await checked.close();
});

import { expect, type Page } from "@playwright/test";
import { DESKTOP_USER_AGENT } from "./chromium";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The public header works before and without JavaScript: its menus open as native popovers of server-rendered links
// (OpenOnDemand's withoutScript) until the page has hydrated, when the panels that load on first use take over.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Where the toolbar's buttons sit, to compare the page before and after it runs. */
const toolbar = async (page: Page) => {
  // In the font the page settled on: before then the language's label may be measured in the fallback's width.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.getByRole("toolbar").evaluate((bar) =>
    [...bar.querySelectorAll("button")].map((button) => {
      const box = button.getBoundingClientRect();
      return `${button.getAttribute("data-testid")} ${Math.round(box.x)},${Math.round(box.y)} ${box.width}x${box.height}`;
    }),
  );
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px without JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the account menu leads to the sign-in page, and Escape closes it", async ({ page }) => {
      await page.goto(at("oldebroek", "/nl"));
      const button = page.getByTestId("account-menu");
      const signIn = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Inloggen" });
      await expect(signIn).toBeHidden();
      // By keyboard: the button opens it, the next Tab is its first link, Escape shuts it and gives the focus back.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(signIn).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(signIn).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(signIn).toBeHidden();
      await expect(button).toBeFocused();
      // By mouse: it opens below the button, inside the window.
      await button.click();
      const menu = await page.getByRole("navigation", { name: "Account" }).boundingBox();
      const trigger = await button.boundingBox();
      expect(menu?.y ?? 0).toBeGreaterThanOrEqual((trigger?.y ?? 0) + (trigger?.height ?? 0));
      expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Registreren" })).toBeVisible();
      await signIn.click();
      await expect(page).toHaveURL(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl"));
    });

    test("the language selector leads to the same page in English", async ({ page }) => {
      // Oldebroek offers one language (language.spec.ts); Meedoen offers two.
      await page.goto(at("meedoen", "/nl/vacancies/search"));
      await page.getByTestId("language-selector").click();
      const languages = page.getByRole("navigation", { name: "Taal" });
      await expect(languages.getByRole("link", { name: "Nederlands" })).toHaveAttribute("aria-current", "true");
      await languages.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(at("meedoen", "/en/vacancies/search"));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    // On the contact form, which runs the app, and on the home page, which a visitor gets with the visitor script alone.
    for (const path of ["/nl/contactformulier", "/nl"]) {
      test(`the colour mode, which needs a script, keeps its place unseen instead of being a dead button (${path})`, async ({
        page,
      }) => {
        await page.goto(at("oldebroek", path));
        const toggle = page.getByTestId("color-mode-toggle");
        await expect(toggle).toBeHidden();
        if (viewport.width >= 640) expect(await toggle.boundingBox()).not.toBeNull();
        if (viewport.width < 640) {
          await page.getByRole("button", { name: "Menu openen" }).click();
          await expect(page.getByRole("dialog", { name: "Hoofdmenu" })).toBeVisible();
          await expect(page.getByRole("radio")).toHaveCount(0);
        }
      });
    }
  });
}

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: VIEWPORTS[0], javaScriptEnabled: false });

  test("the main menu opens from the left, closes by its button and by Escape, and its links lead to their pages", async ({
    page,
  }) => {
    await page.goto(at("oldebroek", "/nl"));
    const open = page.getByRole("button", { name: "Menu openen" });
    const menu = page.getByRole("dialog", { name: "Hoofdmenu" });
    await open.click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.height).toBe(VIEWPORTS[0].height);
    await menu.getByRole("button", { name: "Menu sluiten" }).click();
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await open.click();
    // A submenu's items are there at once, under their item.
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Vacaturebank" }).click();
    await expect(page).toHaveURL(at("oldebroek", "/nl/vacancies/search"));
  });
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px the toolbar's buttons sit where they sat before the page ran`, async ({ browser }) => {
    const positions: string[][] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled, userAgent: DESKTOP_USER_AGENT });
      const page = await context.newPage();
      // The contact form runs the app for a visitor too (the home page and the bank come without scripts, decision 9).
      await page.goto(at("meedoen", "/nl/contactformulier"));
      if (javaScriptEnabled) {
        await hydrated(page);
        // Once hydrated the menus are the panels again: no popover is left.
        await expect(page.locator("[popover]")).toHaveCount(0);
      }
      positions.push(await toolbar(page));
      await context.close();
    }
    expect(positions[1]).toEqual(positions[0]);
  });
}

test("a menu opened before the page has run stays open as its panel once the page runs", async ({ page }) => {
  // The page's script arrives late, as on a slow connection: the visitor has opened the account menu by then.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(at("oldebroek", "/nl/contactformulier"), { waitUntil: "domcontentloaded" });
  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Inloggen" })).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.getByRole("menuitem", { name: "Inloggen" })).toBeVisible();
  await expect(page.locator("[popover]")).toHaveCount(0);
});

import { test as base, expect, type Page } from "@playwright/test";
import { axeViolations, firstOfItsShape } from "./axe";
import { PORT } from "./helpers";

/** The annotation of a test that makes a page throw on purpose. */
export const EXPECTS_PAGE_ERROR = "expects-page-error";

/**
 * Every spec's `test`: after a test passes, axe checks each page its browser context ended on (issue 11: axe at zero
 * on every page the browser tests visit), so a violation anywhere fails the test that showed it.
 */
export const test = base.extend<{ axeOnPagesLeft: undefined; noPageErrors: undefined; pageStory: undefined }>({
  // A failed test tells what its pages did: their URLs, each document loaded (a reload shows), warnings and failed requests.
  pageStory: [
    async ({ context }, use, testInfo) => {
      const started = Date.now();
      const story: string[] = [];
      const note = (line: string) => story.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
      const watch = (page: Page) => {
        page.on("framenavigated", (frame) => {
          if (frame === page.mainFrame()) note(`at ${frame.url()}`);
        });
        page.on("load", () => note(`loaded ${page.url()}`));
        page.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") note(`${message.type()}: ${message.text()}`);
        });
        page.on("requestfailed", (request) =>
          note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
        );
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        // build-check.ts's guard: the page reloaded itself after a script failed to load.
        const reloaded = await page.evaluate(() => sessionStorage.getItem("reload-guard")).catch(() => null);
        if (reloaded) note(`${page.url()} reloaded itself at ${Number(reloaded) - started} ms`);
      }
      console.log(`What the pages of "${testInfo.title}" did:\n${story.join("\n")}`);
    },
    { auto: true },
  ],
  // An uncaught error in any page of the test (a hydration mismatch among them) fails it, unless the test expects one.
  noPageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(undefined);
      if (testInfo.annotations.some((a) => a.type === EXPECTS_PAGE_ERROR)) return;
      expect(errors, "uncaught errors in the pages of this test").toEqual([]);
    },
    { auto: true },
  ],
  axeOnPagesLeft: [
    async ({ context, javaScriptEnabled }, use, testInfo) => {
      await use(undefined);
      // axe runs in the page: the no-JavaScript specs' pages are checked by the specs that run them with it.
      if (testInfo.status !== testInfo.expectedStatus || !javaScriptEnabled) return;
      const found: string[] = [];
      for (const page of context.pages()) {
        const url = new URL(page.url());
        if (url.port !== String(PORT) || !/localhost$/.test(url.hostname) || url.pathname.startsWith("/api/")) continue;
        const html = await page.evaluate(() => document.contentType === "text/html").catch(() => false);
        if (!html) continue;
        // The page at rest: a test may end on a page that is still loading its scripts or hydrating. One that never
        // settles is checked as it is after 10 s.
        await page
          .waitForFunction(
            () => {
              const { hydrated, withoutScripts } = document.documentElement.dataset;
              const app = "__reactRouterContext" in window;
              return document.readyState === "complete" && (!app || hydrated === "true" || withoutScripts === "true");
            },
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => {});
        // A shape a test or an earlier one has had axe check already (accessibility.spec's pages among them) is done.
        if (!(await firstOfItsShape(page))) continue;
        // The page as it rests: a menu the test left open is an overlay, not the page. Escape in a search field would
        // empty it instead, and the bank would start a new search while axe measures.
        const inSearchField = await page.evaluate(() => document.activeElement?.matches('input[type="search"]') ?? false);
        if (!inSearchField) await page.keyboard.press("Escape");
        found.push(...(await axeViolations(page)).map((violation) => `${url.pathname}: ${violation}`));
      }
      expect(found, "axe violations on the pages this test left open").toEqual([]);
    },
    { auto: true },
  ],
});

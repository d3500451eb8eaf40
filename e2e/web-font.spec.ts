import { expect, type Page } from "@playwright/test";
import { at } from "./helpers";
import { test } from "./test";

// Inter is font-display: optional (app/inter.css): a page is laid out once, in Inter or, when Inter comes late, in the
// system's font until the next page. A visitor on a slow line never sees the text move as the font arrives.
const INTER_LATIN = "**/inter-latin-wght-normal-*.woff2";

// The narrowest phone we lay out for, where a word that is wider in another font breaks the hero's heading.
test.use({ viewport: { width: 320, height: 844 } });

/** The layout shifts the page has had, summed as the browser reports them (CLS without the session windows). */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({ type: "layout-shift", buffered: true });
        // No entry at all is no shift: the observer is not called then.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** How tall the home page's first heading and the page are: the lines they take. */
const heights = (page: Page) =>
  page.evaluate(() => ({
    heading: document.querySelector("h1")?.getBoundingClientRect().height,
    page: document.documentElement.scrollHeight,
  }));

/** The fonts the browser drew the home page's first heading in, as its DevTools name them. */
async function headingFonts(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  await devtools.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
}

test("a font that comes late moves no text: the page stays in the system's font sized to Inter, on Inter's lines, and the next page has Inter", async ({
  page,
}) => {
  await page.route(INTER_LATIN, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const font = page.waitForResponse(INTER_LATIN);
  await page.goto(at("oldebroek", "/nl"), { waitUntil: "domcontentloaded" });
  await font;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames after the font arrived: a swap would have laid the text out again by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await shifted(page)).toBe(0);
  expect(await headingFonts(page)).not.toContainEqual(expect.stringContaining("Inter (web font)"));
  const inFallback = await heights(page);

  await page.unrouteAll();
  await page.goto(at("oldebroek", "/nl"));
  expect(await headingFonts(page)).toEqual(["Inter (web font)"]);
  // The system's font, sized to Inter, took the lines Inter takes.
  expect(await heights(page)).toEqual(inFallback);
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/** A page's shape for axe: host, path with ids as ":id", and colour mode (ids and query strings change nothing axe finds). */
async function pageShape(page: Page): Promise<string> {
  const url = new URL(page.url());
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  return `${url.hostname}${url.pathname.replace(/\d+/g, ":id")} ${dark ? "dark" : "light"}`;
}

/** Claims the page's shape for the run (e2e/global-setup.ts): true for the first test of any worker to ask. */
export async function firstOfItsShape(page: Page): Promise<boolean> {
  const response = await fetch(`${process.env.E2E_SHARED_URL}/claims?key=${encodeURIComponent(await pageShape(page))}`);
  if (!response.ok) throw new Error(`the run's claims answered ${response.status}`);
  return ((await response.json()) as { first: boolean }).first;
}

/** axe-core's script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe in each of the page's frames, once per document: @axe-core/playwright injected it again at every check and
 * finished each on a new blank page, some 8 s of a 10 s check on a loaded machine; 2-3 s this way.
 */
async function withAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (present) continue;
    await frame.evaluate(AXE_SOURCE);
    // The top frame gathers its frames' results by message, whatever their origin (as the library's legacy mode).
    await frame.evaluate(() =>
      (window as unknown as { axe: { configure(options: object): void } }).axe.configure({
        allowedOrigins: ["<unsafe_all_origins>"],
      }),
    );
  }
}

/**
 * The page's axe violations as "rule: targets", for WCAG 2.1 A and AA, or with `bestPractice` for WCAG 2.2 AA and axe's
 * best practices too. label-content-name-mismatch (2.5.3, "label in name") is experimental in axe and off by default; we
 * switch it on, as our pages must pass it too.
 */
export async function axeViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  // Checked here: the check after each test (e2e/test.ts) need not do it again.
  await firstOfItsShape(page);
  // Colours fade (transition-colors) after a switch to dark: end every fade at once and measure the colours it ends on.
  // (Waiting for the fades raced on a loaded machine, and axe then read a colour halfway.)
  const noFades = await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await withAxe(page);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(bestPractice ? ["wcag22aa", "best-practice"] : [])];
  const violations = await page.evaluate(async (values) => {
    const { axe } = window as unknown as { axe: AxeRun };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values },
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Only violations are read: passes' nodes (hundreds a page) are then neither gathered nor sent over.
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, tags);
  await noFades.evaluate((style) => (style as HTMLStyleElement).remove());
  return violations.map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

/** What of axe-core's API the check uses, as it runs in the page. */
interface AxeRun {
  run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * axe on the page in light, then in dark as the device switches (every page follows the device live): one load and one
 * setup for both modes. Load the page in light (Playwright's default).
 */
export async function axeInBothModes(page: Page, options: { bestPractice?: boolean } = {}) {
  const html = page.locator("html");
  // A page that forces its mode (the changelog) looks the same on a dark device: axe would find nothing new.
  if (await html.getAttribute("data-forced-color-mode")) {
    const violations = await axeViolations(page, options);
    return { light: violations, dark: violations };
  }
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
  const light = await axeViolations(page, options);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  return { light, dark: await axeViolations(page, options) };
}

/** What axeInBothModes finds on a page that passes. */
export const NO_VIOLATIONS = { light: [], dark: [] };

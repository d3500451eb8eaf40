import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The page's axe violations as "rule: targets", for WCAG 2.1 A and AA, or with `bestPractice` for WCAG 2.2 AA and axe's
 * best practices too. label-content-name-mismatch (2.5.3, "label in name") is experimental in axe and off by default; we
 * switch it on, as our pages must pass it too.
 */
export async function axeViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  // Colours fade (transition-colors) after a switch to dark: end every fade at once and measure the colours it ends on.
  // (Waiting for the fades raced on a loaded machine, and axe then read a colour halfway.)
  const noFades = await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(bestPractice ? ["wcag22aa", "best-practice"] : [])])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  await noFades.evaluate((style) => (style as Element).remove());
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

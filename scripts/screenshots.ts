// Screenshots of pages in both languages, both colour modes, phone and desktop: `npx tsx scripts/screenshots.ts <baseUrlPort> [paths...]`.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH, DESKTOP_USER_AGENT } from "../e2e/chromium";

const port = process.argv[2] ?? "3000";
const targets = process.argv.slice(3);
const pages = targets.length ? targets : ["localhost/nl", "oldebroek.localhost/nl"];
const out = "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const target of pages) {
  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      // Headless Chromium calls itself HeadlessChrome, which isbot treats as a crawler.
      const context = await browser.newContext({ viewport, colorScheme: scheme, userAgent: DESKTOP_USER_AGENT });
      const page = await context.newPage();
      const [host, ...rest] = target.split("/");
      await page.goto(`http://${host}:${port}/${rest.join("/")}`, { waitUntil: "networkidle" });
      const name = `${target.replace(/[/:.?=&]+/g, "_")}-${device}-${scheme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      await context.close();
      console.log(name);
    }
  }
}
await browser.close();

// Screenshots of pages in both colour modes at 320 and 390 px and on a desktop:
// `npx tsx scripts/screenshots.ts <port> [host/path ...]`, signed in as a demo user with SCREENSHOTS_AS=<e-mail>
// (the password of every demo user). One PNG per page, width and mode in ./screenshots.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH, DESKTOP_USER_AGENT } from "../e2e/chromium";
import { DEMO_PASSWORD } from "../e2e/helpers";

const port = process.argv[2] ?? "3000";
const targets = process.argv.slice(3);
const pages = targets.length ? targets : ["localhost/nl", "oldebroek.localhost/nl"];
const signedInAs = process.env.SCREENSHOTS_AS;
const out = "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const target of pages) {
  const [host, ...rest] = target.split("/");
  const origin = `http://${host}:${port}`;
  for (const [device, viewport] of [
    ["320", { width: 320, height: 720 }],
    ["390", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      // Headless Chromium calls itself HeadlessChrome, which isbot treats as a crawler.
      const context = await browser.newContext({ viewport, colorScheme: scheme, userAgent: DESKTOP_USER_AGENT });
      const page = await context.newPage();
      if (signedInAs) {
        // Through the page: Chromium resolves a tenant's *.localhost host, Node's resolver does not.
        await page.goto(origin);
        const tokens = await page.evaluate(
          async (credentials) => {
            const response = await fetch("/auth/sign_in", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(credentials),
            });
            if (!response.ok) throw new Error(`sign in as ${credentials.email}: ${response.status}`);
            return ["access-token", "client", "uid"].map((name) => ({ name, value: response.headers.get(name) ?? "" }));
          },
          { email: signedInAs, password: DEMO_PASSWORD },
        );
        await context.addCookies(tokens.map(({ name, value }) => ({ name, value: encodeURIComponent(value), url: origin })));
      }
      await page.goto(`${origin}/${rest.join("/")}`, { waitUntil: "networkidle" });
      const name = `${target.replace(/[/:.?=&]+/g, "_")}-${device}-${scheme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      await context.close();
      console.log(name);
    }
  }
}
await browser.close();

import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// Headless Chromium names itself HeadlessChrome, which the crawler check treats as a bot.
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    userAgent,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], userAgent } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/v1/volunteer_centers`,
    reuseExistingServer: false,
    timeout: 120_000,
    // e2e/password.spec.ts receives the mail on this port with a real SMTP server.
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      GELDERSE_HANDEN_HOST: "geldersehanden.localhost",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});

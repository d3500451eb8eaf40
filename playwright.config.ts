import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH, DESKTOP_USER_AGENT } from "./e2e/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const userAgent = DESKTOP_USER_AGENT;
// Every spec that starts an SMTP inbox on SMTP_PORT: they must never run at the same time.
const MAIL_SPECS = [
  "applications.spec.ts",
  "contact-form.spec.ts",
  "forms-answering.spec.ts",
  "notification-templates.spec.ts",
  "password.spec.ts",
  "profile.spec.ts",
  "saved-vacancies.spec.ts",
  "users-admin.spec.ts",
  "vacancy-page.spec.ts",
  "vacancy-still-open.spec.ts",
  "visitor-pages.spec.ts",
  "workshops.spec.ts",
];
const BANK_SPECS = [
  "one-on-one-help.spec.ts",
  "vacancy-admin.spec.ts",
  "vacancy-search.spec.ts",
  "vacancy-bank-phone.spec.ts",
  "vacancy-image.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // A whole user journey on a loaded two-core machine; no test is a speed measurement.
  timeout: 60_000,
  // How long a user-visible outcome may take on a loaded CI machine: speed is the bench's business, not these tests'.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    userAgent,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The specs that receive mail each listen on SMTP_PORT, so they run one at a time in their own project; so do the
  // specs that change oldebroek's vacancy bank and the one that counts it.
  projects: [
    { name: "chromium", testIgnore: [...MAIL_SPECS, ...BANK_SPECS], use: { ...devices["Desktop Chrome"], userAgent } },
    { name: "mail", testMatch: MAIL_SPECS, workers: 1, use: { ...devices["Desktop Chrome"], userAgent } },
    { name: "bank", testMatch: BANK_SPECS, workers: 1, use: { ...devices["Desktop Chrome"], userAgent } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/v1/volunteer_centers`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The MAIL_SPECS receive the mail on this port with a real SMTP server.
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      GELDERSE_HANDEN_HOST: "geldersehanden.localhost",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // e2e/applications.spec.ts needs a vacancy with the demo volunteer's application to it.
      SEED_TEST_VACANCIES: "true",
      // Every browser test signs in from this one address; the limit itself has its API tests.
      SIGN_IN_LIMIT_PER_ADDRESS: "100000",
      // e2e/vacancy-still-open.spec.ts waits for the week-ahead reminder: the sweep runs every two seconds, not 15 minutes.
      VACANCY_SWEEP_INTERVAL_SECONDS: "2",
      // e2e/saved-vacancies.spec.ts runs the alerts' sweep itself when its vacancy is out (an admin's POST
      // /api/v1/test_job_runs), at any hour; the sweep's own interval must not look first and find nothing new.
      TEST_JOB_RUNS: "true",
      VACANCY_ALERTS_FROM: "00:00",
      VACANCY_ALERT_SWEEP_INTERVAL_SECONDS: "86400",
      // e2e/vacancy-map.spec.ts serves the tiles itself (page.route); elsewhere the reserved .invalid name fails at once.
      MAP_TILE_URL: "https://tiles.invalid/{z}/{x}/{y}.png",
    },
  },
});

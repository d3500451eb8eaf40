import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH, DESKTOP_USER_AGENT } from "./e2e/chromium";
import { SMTP_PORT } from "./e2e/mail-inbox";

const port = Number(process.env.E2E_PORT ?? 3210);
const userAgent = DESKTOP_USER_AGENT;
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
  // One SMTP inbox for the whole run, which every spec reads by recipient (e2e/mail-inbox.ts).
  globalSetup: "./e2e/global-setup.ts",
  // A whole user journey on a loaded two-core machine; no test is a speed measurement.
  timeout: 60_000,
  // How long a user-visible outcome may take on a loaded CI machine: speed is the bench's business, not these tests'.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    userAgent,
    // E2E_TRACE=off (.ci/run): a run whose files nobody keeps records no traces.
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The specs that change oldebroek's vacancy bank and the one that counts it run one at a time in their own project,
  // listed first: the scheduler starts it at once on one worker, beside the rest, instead of as a tail at the end.
  projects: [
    { name: "bank", testMatch: BANK_SPECS, workers: 1, use: { ...devices["Desktop Chrome"], userAgent } },
    { name: "chromium", testIgnore: BANK_SPECS, use: { ...devices["Desktop Chrome"], userAgent } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/v1/volunteer_centers`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh embedded database takes ~30 s on a quiet machine, and over a minute on a loaded one.
    timeout: 240_000,
    // The run's one SMTP inbox listens on this port (e2e/global-setup.ts).
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      GELDERSE_HANDEN_HOST: "geldersehanden.localhost",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // e2e/applications.spec.ts needs a vacancy with the demo volunteer's application to it.
      SEED_TEST_VACANCIES: "true",
      // Every browser test signs in from this one address; the limit itself has its API tests.
      SIGN_IN_LIMIT_PER_ADDRESS: "100000",
      // Two browsers on a loaded two-core machine are no overload: a request waits its turn rather than being shed
      // (load shedding has its own tests, server/http/load-shedding.timing.test.ts).
      MAX_QUEUE_WAIT_MS: "10000",
      // e2e/vacancy-still-open.spec.ts waits for the week-ahead reminder: the sweep runs every two seconds, not 15 minutes.
      VACANCY_SWEEP_INTERVAL_SECONDS: "2",
      // e2e/saved-vacancies.spec.ts runs the alerts' sweep itself when its vacancy is out (an admin's POST
      // /api/v1/test_job_runs), at any hour; the sweep's own interval must not look first and find nothing new.
      TEST_JOB_RUNS: "true",
      VACANCY_ALERTS_FROM: "00:00",
      VACANCY_ALERT_SWEEP_INTERVAL_SECONDS: "86400",
      // e2e/vacancy-map.spec.ts serves the tiles itself (page.route); elsewhere the reserved .invalid name fails at once.
      MAP_TILE_URL: "https://tiles.invalid/{z}/{x}/{y}.png",
      // e2e/right-to-left.spec.ts opens pages in the right-to-left test language (locales/README.md).
      PSEUDO_LOCALE: "true",
    },
  },
});

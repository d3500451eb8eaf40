import { defineConfig } from "vitest/config";

/** Files that need PostgreSQL itself (two servers on one database); only vitest.pg.config.ts runs them. */
export const POSTGRES_ONLY = "**/*.pg.test.ts";
/** Files that compare response times: they run after every other file, alone, so that no other test shares the cores. */
const TIMING = "**/*.timing.test.ts";
/** Every test outside the API suite (server/): CI runs these once, without a database server. */
export const NON_SERVER_TESTS = [
  "contract/**/*.test.ts",
  "locales/**/*.test.ts",
  // The app's own stylesheets (inter.test.ts).
  "app/*.test.ts",
  "app/lib/**/*.test.ts",
  "app/features/**/*.test.ts",
  // Screens rendered by the server on a test database (server/test/screens.ts).
  "app/routes/**/*.test.ts",
  "app/components/**/*.test.ts",
  "scripts/**/*.test.{ts,mjs}",
  // The bench's pure parts (options, target checks); the bench itself runs with npm run bench.
  "bench/**/*.test.ts",
];
const TESTS = ["server/**/*.test.ts", ...NON_SERVER_TESTS];
/**
 * The API tests of what differs on the embedded PGlite (`npm start`'s database): the test databases' setup, the
 * demo seed, row-level security and the job queue. CI runs the API suite on PostgreSQL and these on PGlite as well.
 */
export const EMBEDDED_DATABASE_TESTS = [
  "server/test/test-database.test.ts",
  "server/seed/seed.test.ts",
  "server/modules/stock-images/stock-images.seed.test.ts",
  "server/db/row-level-security.test.ts",
  "server/jobs/queue.test.ts",
];

// Kept apart from vite.config.ts so the React Router and Tailwind plugins never load in tests.
export default defineConfig({
  test: {
    exclude: ["node_modules/**", "e2e/**", "build/**", POSTGRES_ONLY],
    environment: "node",
    // Each API test file starts its own PGlite (or PostgreSQL database) and runs the migrations.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // Vitest's default leaves one core idle; a test file mostly waits on its own single-threaded PGlite.
    maxWorkers: "100%",
    // PGlite databases migrated and seeded once per run, which each test file copies (server/test/global-setup.ts).
    globalSetup: ["server/test/global-setup.ts"],
    // A text the code asks for and no catalogue has fails the test that asked (locales/translate.ts).
    setupFiles: ["locales/missing-texts.setup.ts"],
    projects: [
      { extends: true, test: { name: "tests", include: TESTS, exclude: [TIMING], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "timing", include: [TIMING], sequence: { groupOrder: 1 }, fileParallelism: false } },
    ],
  },
});

import { defineConfig } from "vitest/config";

/** Files that need PostgreSQL itself (two servers on one database); only vitest.pg.config.ts runs them. */
export const POSTGRES_ONLY = "**/*.pg.test.ts";

// Kept apart from vite.config.ts so the React Router and Tailwind plugins never load in tests.
export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "contract/**/*.test.ts", "locales/**/*.test.ts", "app/lib/**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", "bench/**", "build/**", POSTGRES_ONLY],
    environment: "node",
    // Each API test file starts its own PGlite (or PostgreSQL database) and runs the migrations.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});

import { defineConfig } from "vitest/config";
import base, { EMBEDDED_DATABASE_TESTS, NON_SERVER_TESTS } from "./vitest.config.js";

// CI, beside the API suite on PostgreSQL (vitest.pg.config.ts): every other test once, and PGlite's own API tests.
export default defineConfig({
  test: {
    ...base.test,
    projects: [{ extends: true, test: { name: "tests", include: [...NON_SERVER_TESTS, ...EMBEDDED_DATABASE_TESTS] } }],
  },
});

import { defineConfig } from "vitest/config";
import base, { POSTGRES_ONLY } from "./vitest.config.js";

// npm run test:api:pg: the same tests on PostgreSQL, plus the ones that need PostgreSQL itself (*.pg.test.ts).
export default defineConfig({
  test: {
    ...base.test,
    // A worker keeps the app's modules from file to file: in a fresh-clone CI the suite took 407 s against 672 s
    // isolated. State lives per database or per app (WeakMaps keyed by the database), not per module.
    isolate: false,
    exclude: base.test?.exclude?.filter((pattern) => pattern !== POSTGRES_ONLY),
  },
});

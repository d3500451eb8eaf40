import { defineConfig } from "vitest/config";
import base, { POSTGRES_ONLY } from "./vitest.config.js";

// npm run test:api:pg: the same tests on PostgreSQL, plus the ones that need PostgreSQL itself (*.pg.test.ts).
export default defineConfig({
  test: { ...base.test, exclude: base.test?.exclude?.filter((pattern) => pattern !== POSTGRES_ONLY) },
});

import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every table file of the server; db/ imports none of them.
  schema: "./server/**/*.table.ts",
  out: "./server/db/migrations",
});

import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-database";

// The Drizzle schema is every table file of the server, as drizzle.config.ts reads it.
const schema = Object.values(import.meta.glob<Record<string, unknown>>("../**/*.table.ts", { eager: true })).flatMap((file) =>
  Object.values(file),
);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("createTestDatabase", () => {
  // Two databases migrated side by side: on a loaded two-core machine that alone can take the default 20 s.
  it("gives a migrated database of the configured kind, each one separate", { timeout: 60_000 }, async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(a.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
      const tables = rowsOf(await a.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`));
      // Every table of the Drizzle schema exists after the migrations, and nothing else.
      const schemaTables = schema
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table as PgTable))
        .sort();
      expect(tables.map((r) => r.tablename)).toEqual(schemaTables);

      await a.db.execute(sql`insert into volunteer_centers (tenant_id, slug, name) values ('demo', 'alleen-a', 'A')`);
      expect(rowsOf(await b.db.execute(sql`select count(*)::int as n from volunteer_centers`))[0].n).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("close() releases the database (PostgreSQL: drops it) and may be called twice", async () => {
    const database = await createTestDatabase();
    const name = String(rowsOf(await database.db.execute(sql`select current_database() as name`))[0].name);
    await database.close();
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();

    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    expect(name).toMatch(/^vp_test_\d+_[0-9a-f]{8}$/);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const left = await admin.query("select 1 from pg_database where datname = $1", [name]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });
});

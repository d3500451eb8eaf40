import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations", "meta", "_journal.json");
const SHIPPED = (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;

/** Whether every migration shipped with this build is applied (drizzle's own bookkeeping table). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
  return row.applied >= SHIPPED;
}

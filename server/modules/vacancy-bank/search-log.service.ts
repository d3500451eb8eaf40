import { sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { vacancySearchLog } from "./search-log.table";

const MAX_WORDS = 8;

/** The words of a search as analytics counts them: lower case, letters and digits, two characters or more. */
export function searchWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, 60));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Counts a search's words for today (UTC), and whether it found nothing; never who searched. */
export async function logSearch(db: Database, tenant: TenantId, centerId: number, q: string, found: number, now = new Date()) {
  const words = searchWords(q);
  if (words.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  const zero = found === 0 ? 1 : 0;
  await withTenant(db, tenant, (tx) =>
    tx
      .insert(vacancySearchLog)
      .values(words.map((term) => ({ tenantId: tenant, day, centerId, term, searches: 1, zeroResults: zero })))
      .onConflictDoUpdate({
        target: [vacancySearchLog.tenantId, vacancySearchLog.day, vacancySearchLog.centerId, vacancySearchLog.term],
        set: {
          searches: sql`${vacancySearchLog.searches} + 1`,
          zeroResults: sql`${vacancySearchLog.zeroResults} + ${zero}`,
        },
      }),
  );
}

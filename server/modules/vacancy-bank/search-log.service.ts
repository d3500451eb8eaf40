import { sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { vacancySearchLog } from "./search-log.table";

const MAX_WORDS = 8;
/** How often a process writes the searches it has counted. */
export const SEARCH_LOG_FLUSH_MS = 5_000;

/** The words of a search as analytics counts them: lower case, letters and digits, two characters or more. */
export function searchWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, 60));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

type Count = typeof vacancySearchLog.$inferInsert & { tenantId: TenantId; searches: number; zeroResults: number };
/** Per database, what is counted and not yet written, by tenant, day, centre and word. */
const pending = new WeakMap<Database, Map<string, Count>>();

/**
 * Counts a search's words for today (UTC), and whether it found nothing; never who searched. Kept in the process and
 * written by flushSearchLog: a write per search made every search of a popular word wait for that word's row lock
 * and a commit before it was answered.
 */
export function logSearch(db: Database, tenant: TenantId, centerId: number, q: string, found: number, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const counts = pending.get(db) ?? new Map<string, Count>();
  pending.set(db, counts);
  for (const term of searchWords(q)) {
    const key = `${tenant}\n${day}\n${centerId}\n${term}`;
    const count = counts.get(key) ?? { tenantId: tenant, day, centerId, term, searches: 0, zeroResults: 0 };
    count.searches++;
    if (found === 0) count.zeroResults++;
    counts.set(key, count);
  }
}

/** Writes what logSearch counted, adding to what is written (other processes count too); one statement per tenant. */
export async function flushSearchLog(db: Database) {
  const counts = pending.get(db);
  if (!counts?.size) return;
  pending.delete(db);
  const byTenant = Map.groupBy(counts.values(), (count) => count.tenantId);
  for (const [tenant, rows] of byTenant)
    await withTenant(db, tenant, (tx) =>
      tx
        .insert(vacancySearchLog)
        .values(rows)
        .onConflictDoUpdate({
          target: [vacancySearchLog.tenantId, vacancySearchLog.day, vacancySearchLog.centerId, vacancySearchLog.term],
          set: {
            searches: sql`${vacancySearchLog.searches} + excluded.searches`,
            zeroResults: sql`${vacancySearchLog.zeroResults} + excluded.zero_results`,
          },
        }),
    );
}

/** Writes the counts every SEARCH_LOG_FLUSH_MS; the answer stops that and writes what is left (a graceful stop). */
export function startSearchLog(db: Database, onError: (error: unknown) => void): () => Promise<void> {
  const timer = setInterval(() => flushSearchLog(db).catch(onError), SEARCH_LOG_FLUSH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flushSearchLog(db).catch(onError);
  };
}

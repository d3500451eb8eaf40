import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { limitCounters } from "./limit-counters.table";

/** A limit: at most `limit` events per key in a window of `windowMs`; a sliding one ends only after a quiet window. */
export interface Limit {
  name: string;
  limit: number;
  windowMs: number;
  sliding?: boolean;
}

export interface Counted {
  count: number;
  /** When the key was last counted (or let through a slow-down), in epoch milliseconds. */
  lastAt: number;
  windowEndsAt: number;
}

type Row = { count: number; last_ms: number; ends_ms: number };
const toCounted = (row: Row | undefined): Counted | null =>
  row ? { count: Number(row.count), lastAt: Number(row.last_ms), windowEndsAt: Number(row.ends_ms) } : null;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const iso = (ms: number) => new Date(ms).toISOString();
const RETURNING = sql`count, (extract(epoch from last_at) * 1000)::float8 as last_ms, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms`;

/** Counts one event, atomically across processes; a key whose window ended starts again at one. */
export async function countHit(db: Executor, limit: Limit, key: string, now = Date.now()): Promise<Counted> {
  const result = await db.execute(sql`
    insert into ${limitCounters} (key, count, last_at, window_ends_at)
    values (${`${limit.name}:${key}`}, 1, ${iso(now)}::timestamptz, ${iso(now + limit.windowMs)}::timestamptz)
    on conflict (key) do update set
      count = case when limit_counters.window_ends_at <= excluded.last_at then 1 else limit_counters.count + 1 end,
      window_ends_at = case when limit_counters.window_ends_at <= excluded.last_at or ${limit.sliding === true}::boolean
        then excluded.window_ends_at else limit_counters.window_ends_at end,
      last_at = excluded.last_at
    returning ${RETURNING}`);
  return toCounted(rowsOf(result)[0]) as Counted;
}

/**
 * Counts `n` events at once only if they all fit in the key's window, atomically across processes; null (nothing
 * counted) when they do not. Inside a transaction, a rollback takes the count back.
 */
export async function countHitsWithin(db: Executor, limit: Limit, key: string, n: number, now = Date.now()) {
  const result = await db.execute(sql`
    insert into ${limitCounters} (key, count, last_at, window_ends_at)
    select ${`${limit.name}:${key}`}, ${n}::int, ${iso(now)}::timestamptz, ${iso(now + limit.windowMs)}::timestamptz
    where ${n}::int <= ${limit.limit}::int
    on conflict (key) do update set
      count = case when limit_counters.window_ends_at <= excluded.last_at then excluded.count
        else limit_counters.count + excluded.count end,
      window_ends_at = case when limit_counters.window_ends_at <= excluded.last_at then excluded.window_ends_at
        else limit_counters.window_ends_at end,
      last_at = excluded.last_at
    where limit_counters.window_ends_at <= excluded.last_at or limit_counters.count + excluded.count <= ${limit.limit}::int
    returning ${RETURNING}`);
  return toCounted(rowsOf(result)[0]);
}

/** Milliseconds until a key over its limit may act again; 0 when it may now. */
export const retryAfterMs = (limit: Limit, counted: Counted | null, now = Date.now()) =>
  counted && counted.count > limit.limit ? Math.max(1, counted.windowEndsAt - now) : 0;

/** The key's count in its current window, or null. */
export async function peekCount(db: Executor, limit: Limit, key: string, now = Date.now()): Promise<Counted | null> {
  const result = await db.execute(sql`
    select ${RETURNING} from ${limitCounters}
    where key = ${`${limit.name}:${key}`} and window_ends_at > ${iso(now)}::timestamptz`);
  return toCounted(rowsOf(result)[0]);
}

export async function clearCount(db: Database, limit: Limit, key: string): Promise<void> {
  await db.execute(sql`delete from ${limitCounters} where key = ${`${limit.name}:${key}`}`);
}

/**
 * Lets one attempt through a slow-down: only if `delayMs` has passed since the key's last event, and then marks
 * this attempt as the last, so that concurrent attempts in any process cannot all pass at once.
 */
export async function claimAfterDelay(db: Database, limit: Limit, key: string, delayMs: number, now = Date.now()) {
  const result = await db.execute(sql`
    update ${limitCounters} set last_at = ${iso(now)}::timestamptz
    where key = ${`${limit.name}:${key}`} and last_at <= ${iso(now - delayMs)}::timestamptz
    returning ${RETURNING}`);
  return rowsOf(result).length > 0;
}

/** Removes the counters whose window has ended (a recurring job). */
export async function sweepCounters(db: Database, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from ${limitCounters} where window_ends_at <= ${iso(now)}::timestamptz`);
}

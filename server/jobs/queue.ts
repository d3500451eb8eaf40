import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Executor } from "../db/client";
import { jobs } from "./jobs.table";

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface EnqueueOptions {
  delayMs?: number;
  maxAttempts?: number;
  /** Enqueue inside this transaction, so the job exists exactly when the change that caused it does. */
  executor?: Executor;
}

/** Retry after 10 s, 40 s, 90 s, 160 s ... */
export const backoffMs = (attempt: number) => 10_000 * attempt * attempt;
const LOCK_MS = 60_000;
const BATCH = 10;

/**
 * A small job queue on our own database (PostgreSQL or PGlite): jobs survive restarts, failures are retried
 * with backoff, and several processes can work the same table (FOR UPDATE SKIP LOCKED).
 */
export function createJobQueue(db: Database, logger: Logger, pollMs = 500) {
  const handlers = new Map<string, JobHandler>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let working: Promise<number> | undefined;

  async function enqueue(name: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
    const runAt = new Date(Date.now() + (options.delayMs ?? 0));
    await (options.executor ?? db).insert(jobs).values({ name, payload, runAt, maxAttempts: options.maxAttempts ?? 5 });
    if (running && !options.delayMs) schedule(0);
  }

  async function claim() {
    const result = await db.execute(sql`
      update ${jobs} set locked_until = now() + ${`${LOCK_MS} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where completed_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
        order by run_at limit ${BATCH} for update skip locked)
      returning id, name, payload, attempts, max_attempts`);
    type Claimed = { id: number; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };
    // RETURNING gives no order: run the batch in the order the jobs were queued.
    return (result as unknown as { rows: Claimed[] }).rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function runOne(job: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload);
      await db.execute(sql`update ${jobs} set completed_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      (final ? logger.error : logger.warn).call(
        logger,
        { job: job.name, id: job.id, attempt: job.attempts, err: message },
        final ? "job failed for good" : "job failed, will retry",
      );
      await db.execute(sql`
        update ${jobs} set locked_until = null, last_error = ${message.slice(0, 2000)},
          run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval
        where id = ${job.id}`);
    }
  }

  /** Works every due job once; returns how many ran. */
  async function workDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return total;
      for (const job of batch) await runOne(job);
      total += batch.length;
    }
  }

  function schedule(ms: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  async function tick() {
    if (working) return;
    working = workDue().catch((error) => {
      logger.error({ err: error }, "job queue poll failed");
      return 0;
    });
    await working;
    working = undefined;
    schedule(pollMs);
  }

  const recurring = new Map<string, number>();

  /** A job that runs every `everyMs`: each run queues the next, so the chain survives restarts. */
  function every(name: string, everyMs: number, handler: JobHandler) {
    recurring.set(name, everyMs);
    handlers.set(name, async (payload) => {
      try {
        await handler(payload);
      } finally {
        await enqueue(name, {}, { delayMs: everyMs });
      }
    });
  }

  /** Starts each recurring chain unless one is already queued (by an earlier start or another process). */
  async function ensureRecurring() {
    for (const name of recurring.keys()) {
      const result = await db.execute(sql`select 1 from ${jobs} where name = ${name} and completed_at is null limit 1`);
      if ((result as unknown as { rows: unknown[] }).rows.length === 0) await enqueue(name, {});
    }
  }

  return {
    enqueue,
    register(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },
    every,
    ensureRecurring,
    start() {
      running = true;
      ensureRecurring()
        .catch((error) => logger.error({ err: error }, "could not queue the recurring jobs"))
        .finally(() => schedule(0));
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await working;
    },
    workDue,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

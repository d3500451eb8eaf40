import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Executor } from "../db/client";
import { jobs } from "./jobs.table";

/** The run a handler is in: its attempt (from 1) and the attempts it has, so it can tell the last one. */
export interface JobRun {
  id: number;
  attempt: number;
  maxAttempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, run: JobRun) => Promise<void>;

export interface JobQueueOptions {
  pollMs?: number;
  /** How long a claim holds before another worker may take the job; renewed while the job runs. */
  lockMs?: number;
  /** Jobs run at once per process, so one slow job (a hung mail relay) does not hold the others back. */
  concurrency?: number;
}

export interface EnqueueOptions {
  delayMs?: number;
  maxAttempts?: number;
  /** Enqueue inside this transaction, so the job exists exactly when the change that caused it does. */
  executor?: Executor;
}

const BACKOFF_CAP_MS = 60 * 60_000;
/** Retry after 10 s, 20 s, 40 s ... doubling up to an hour, then hourly. */
export const backoffMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), BACKOFF_CAP_MS);

/** The attempts that keep a job trying for at least this long after its first one. */
export function attemptsCovering(durationMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited < durationMs; attempts++) waited += backoffMs(attempts);
  return attempts;
}

export const LOCK_MS = 60_000;
// Any fixed number, the same in every process: with a recurring job's name, the key of the lock that starts its chain.
const RECURRING_LOCK = 7_243_003;

/**
 * A job from a service that has no queue at hand, inside the transaction of its change: the workers find it on their
 * next poll (half a second).
 */
export function insertJob(
  executor: Executor,
  name: string,
  payload: Record<string, unknown>,
  options: Omit<EnqueueOptions, "executor"> = {},
) {
  return insertJobs(executor, name, [payload], options);
}

/** Many jobs of one kind in one insert: a batch does not cost a round trip per job. */
export async function insertJobs(
  executor: Executor,
  name: string,
  payloads: readonly Record<string, unknown>[],
  options: Omit<EnqueueOptions, "executor"> = {},
) {
  if (payloads.length === 0) return;
  const runAt = new Date(Date.now() + (options.delayMs ?? 0));
  const maxAttempts = options.maxAttempts ?? 5;
  await executor.insert(jobs).values(payloads.map((payload) => ({ name, payload, runAt, maxAttempts })));
}

/**
 * A small job queue on our own database (PostgreSQL or PGlite): jobs survive restarts, failures are retried
 * with backoff, and several processes can work the same table (FOR UPDATE SKIP LOCKED).
 */
export function createJobQueue(db: Database, logger: Logger, options: JobQueueOptions = {}) {
  const { pollMs = 500, lockMs = LOCK_MS, concurrency = 4 } = options;
  const handlers = new Map<string, JobHandler>();
  let running = false;
  let workers: Promise<void>[] = [];
  /** Workers that found nothing to do, oldest first. */
  const sleepers: (() => void)[] = [];
  let poll: ReturnType<typeof setTimeout> | undefined;

  async function enqueue(name: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
    await insertJob(options.executor ?? db, name, payload, options);
    if (running && !options.delayMs) wakeOne();
  }

  const lease = sql`now() + ${`${lockMs} milliseconds`}::interval`;

  /** The next due job, claimed for this worker (one at a time, so each free slot takes the oldest). */
  async function claim() {
    const result = await db.execute(sql`
      update ${jobs} set locked_until = ${lease}, attempts = attempts + 1
      where id = (
        select id from ${jobs}
        where completed_at is null and run_at <= now()
          and (attempts < max_attempts and locked_until is null
            -- a claim that lapsed: its worker died, so that run does not count as its last attempt
            or attempts <= max_attempts and locked_until < now())
        order by run_at, id limit 1 for update skip locked)
      returning id, name, payload, attempts, max_attempts`);
    type Claimed = { id: number; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };
    return (result as unknown as { rows: Claimed[] }).rows[0];
  }

  /** Renews the claim while the job runs, so a slow job is never taken by a second worker meanwhile. */
  function heartbeat(id: number) {
    const timer = setInterval(() => {
      db.execute(sql`update ${jobs} set locked_until = ${lease} where id = ${id} and completed_at is null`).catch((error) =>
        logger.warn({ err: error, id }, "could not renew a job's claim"),
      );
    }, lockMs / 3);
    return () => clearInterval(timer);
  }

  async function runOne(job: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const handler = handlers.get(job.name);
    const stopHeartbeat = heartbeat(job.id);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { id: Number(job.id), attempt: job.attempts, maxAttempts: job.max_attempts });
      stopHeartbeat();
      await db.execute(sql`update ${jobs} set completed_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      stopHeartbeat();
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

  /** Works every due job once, `concurrency` at a time; returns how many ran. */
  async function workDue(): Promise<number> {
    let total = 0;
    const slot = async () => {
      for (let job = await claim(); job; job = await claim()) {
        total++;
        await runOne(job);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, slot));
    return total;
  }

  function wakeOne() {
    sleepers.shift()?.();
  }

  // One worker asks again each pollMs, not each sleeping one: an idle process asks the database twice a second.
  const nap = () =>
    new Promise<void>((resolve) => {
      // A claim that was under way as the queue stopped: stop() has woken every sleeper already.
      if (!running) return resolve();
      sleepers.push(resolve);
      poll ??= setTimeout(() => {
        poll = undefined;
        wakeOne();
      }, pollMs);
    });

  /** One of the `concurrency` background workers: takes due jobs one by one, naps when there are none. */
  async function work() {
    while (running) {
      const job = await claim().catch((error) => {
        logger.error({ err: error }, "job queue poll failed");
      });
      if (!job) {
        await nap();
        continue;
      }
      // There may be more due: the next sleeper asks too, so that they run side by side.
      wakeOne();
      await runOne(job);
    }
  }

  const recurring = new Map<string, number>();
  const recurringHandlers = new Map<string, JobHandler>();

  /** A job that runs every `everyMs`: each run queues the next, so the chain survives restarts. */
  function every(name: string, everyMs: number, handler: JobHandler) {
    recurring.set(name, everyMs);
    recurringHandlers.set(name, handler);
    handlers.set(name, async (payload, run) => {
      try {
        await handler(payload, run);
      } finally {
        await enqueue(name, {}, { delayMs: everyMs });
      }
    });
  }

  /**
   * Starts each recurring chain unless one is already queued (by an earlier start or another process). Under a lock
   * per name: processes starting together would otherwise each see no chain and start one, running it twice as often.
   */
  async function ensureRecurring() {
    for (const name of recurring.keys()) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RECURRING_LOCK}, hashtext(${name}))`);
        const result = await tx.execute(sql`select 1 from ${jobs} where name = ${name} and completed_at is null limit 1`);
        if ((result as unknown as { rows: unknown[] }).rows.length === 0) await enqueue(name, {}, { executor: tx });
      });
    }
  }

  return {
    db,
    enqueue,
    register(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },
    every,
    ensureRecurring,
    /**
     * Runs a recurring job's work once now, in this request, beside its chain (which keeps its own times): for the
     * browser tests' TEST_JOB_RUNS. False for a name that is no recurring job.
     */
    async runRecurringNow(name: string): Promise<boolean> {
      const handler = recurringHandlers.get(name);
      if (!handler) return false;
      await handler({}, { id: 0, attempt: 1, maxAttempts: 1 });
      return true;
    },
    start() {
      running = true;
      ensureRecurring()
        .catch((error) => logger.error({ err: error }, "could not queue the recurring jobs"))
        .finally(() => {
          if (running) workers = Array.from({ length: concurrency }, work);
        });
    },
    async stop() {
      running = false;
      clearTimeout(poll);
      poll = undefined;
      for (const sleeper of sleepers.splice(0)) sleeper();
      await Promise.all(workers);
    },
    workDue,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

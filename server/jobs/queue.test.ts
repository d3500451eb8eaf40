import { eq, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { MAIL_MAX_ATTEMPTS } from "../mail/mail-jobs";
import { createTestDatabase } from "../test/test-database";
import { jobs } from "./jobs.table";
import { attemptsCovering, backoffMs, createJobQueue, insertJobs } from "./queue";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const logger = pino({ level: "silent" });
const rowOf = async (name: string) => (await database.db.select().from(jobs).where(eq(jobs.name, name)))[0];
// Make a job due now, as if its backoff had passed.
const makeDue = (name: string) =>
  database.db.execute(sql`update jobs set run_at = now() - interval '1 second' where name = ${name}`);

/** How many times from now on a worker asks for the next due job. */
function countClaims() {
  const execute = database.db.execute.bind(database.db);
  const asked = vi.spyOn(database.db, "execute").mockImplementation((query) => execute(query));
  onTestFinished(() => asked.mockRestore());
  const dialect = new PgDialect();
  return () => asked.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes("skip locked")).length;
}

describe("the job queue", () => {
  it("runs a job once and marks it completed", async () => {
    const queue = createJobQueue(database.db, logger);
    const seen: unknown[] = [];
    queue.register("greet", async (payload) => {
      seen.push(payload);
    });
    await queue.enqueue("greet", { who: "Anna" });
    expect(await queue.workDue()).toBe(1);
    expect(await queue.workDue()).toBe(0);
    expect(seen).toEqual([{ who: "Anna" }]);
    expect((await rowOf("greet")).completedAt).not.toBeNull();
  });

  it("retries a failing job with backoff and gives up after its attempts", async () => {
    const queue = createJobQueue(database.db, logger);
    let calls = 0;
    queue.register("flaky", async () => {
      calls++;
      throw new Error(`mail server down (${calls})`);
    });
    await queue.enqueue("flaky", {}, { maxAttempts: 3 });
    await queue.workDue();
    let row = await rowOf("flaky");
    expect(row).toMatchObject({ attempts: 1, lastError: "mail server down (1)", completedAt: null, lockedUntil: null });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 2000);
    expect(await queue.workDue()).toBe(0);

    for (let attempt = 2; attempt <= 3; attempt++) {
      await makeDue("flaky");
      await queue.workDue();
    }
    row = await rowOf("flaky");
    expect(row).toMatchObject({ attempts: 3, lastError: "mail server down (3)", completedAt: null });
    await makeDue("flaky");
    expect(await queue.workDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it("keeps jobs across a restart: a new queue on the same database picks them up", async () => {
    await createJobQueue(database.db, logger).enqueue("later", { n: 1 });
    const restarted = createJobQueue(database.db, logger);
    let ran = 0;
    restarted.register("later", async () => {
      ran++;
    });
    await restarted.workDue();
    expect(ran).toBe(1);
  });

  it("works jobs in the background once started", async () => {
    const queue = createJobQueue(database.db, logger, { pollMs: 20 });
    const done = new Promise<void>((resolve) => queue.register("background", async () => resolve()));
    queue.start();
    await queue.enqueue("background", {});
    await done;
    await queue.stop();
  });

  it("while idle asks the database once a poll, not once for each of its workers", async () => {
    const queue = createJobQueue(database.db, logger, { pollMs: 50, concurrency: 4 });
    const claims = countClaims();
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await queue.stop();
    // Each worker asks once as it starts; then one asks each 50 ms (four asked each 50 ms before: some 50 times).
    expect(claims()).toBeGreaterThanOrEqual(4 + 3);
    expect(claims()).toBeLessThanOrEqual(4 + 600 / 50 + 1);
  });

  it("runs jobs written by another transaction side by side, as the poll finds them", async () => {
    const queue = createJobQueue(database.db, logger, { pollMs: 20, concurrency: 3 });
    let started = 0;
    let release!: () => void;
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Each waits until all three have started: one at a time, none would finish.
    queue.register("side-by-side", async () => {
      if (++started === 3) release();
      await allStarted;
    });
    queue.start();
    await insertJobs(database.db, "side-by-side", [{}, {}, {}]);
    await allStarted;
    await queue.stop();
    const rows = await database.db.select().from(jobs).where(eq(jobs.name, "side-by-side"));
    expect(rows.map((row) => row.completedAt)).not.toContain(null);
  });

  it("runs a recurring job again after its interval, and starts one chain only however often it is ensured", async () => {
    const queue = createJobQueue(database.db, logger);
    let runs = 0;
    queue.every("sweep", 60_000, async () => {
      runs++;
    });
    await queue.ensureRecurring();
    await queue.ensureRecurring();
    expect(await queue.workDue()).toBe(1);
    expect(runs).toBe(1);
    const pending = await database.db.select().from(jobs).where(sql`name = 'sweep' and completed_at is null`);
    expect(pending).toHaveLength(1);
    expect(pending[0].runAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    await queue.ensureRecurring();
    expect(await database.db.select().from(jobs).where(sql`name = 'sweep' and completed_at is null`)).toHaveLength(1);
    await makeDue("sweep");
    expect(await queue.workDue()).toBe(1);
    expect(runs).toBe(2);
  });

  it("backs off more and more, at most an hour, and keeps a mail trying for a day before giving up", () => {
    const waits = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1));
    expect(waits[0]).toBe(10_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(Math.max(...waits)).toBe(60 * 60_000);
    const day = 24 * 60 * 60_000;
    // The last attempt comes at least a day after the first, and not much more than an hour later than that.
    const lastAttemptAfter = waits.reduce((sum, wait) => sum + wait, 0);
    expect(lastAttemptAfter).toBeGreaterThanOrEqual(day);
    expect(lastAttemptAfter - waits.at(-1)!).toBeLessThan(day);
    expect(attemptsCovering(day)).toBe(MAIL_MAX_ATTEMPTS);
  });

  it("takes over a job whose worker died, also on its last attempt, and tells the handler it is the last", async () => {
    const queue = createJobQueue(database.db, logger);
    const runs: { attempt: number; maxAttempts: number }[] = [];
    queue.register("orphan", async (_payload, run) => {
      runs.push({ attempt: run.attempt, maxAttempts: run.maxAttempts });
    });
    await queue.enqueue("orphan", {}, { maxAttempts: 3 });
    // As a worker that claimed the last attempt and was killed leaves it: claimed, never finished, claim lapsed.
    await database.db.execute(
      sql`update jobs set attempts = 3, locked_until = now() - interval '1 second' where name = 'orphan'`,
    );
    expect(await queue.workDue()).toBe(1);
    expect(runs).toEqual([{ attempt: 4, maxAttempts: 3 }]);
    expect((await rowOf("orphan")).completedAt).not.toBeNull();
  });
});

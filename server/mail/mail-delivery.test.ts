import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createJobQueue } from "../jobs/queue";
import { startSmtpInbox } from "../test/smtp-inbox";
import { createTestDatabase } from "../test/test-database";
import { mailDeliveries } from "./mail.table";
import { enqueueMail, registerMailJobs } from "./mail-jobs";
import { createMailer, SMTP_TIMEOUTS } from "./mailer";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const logger = pino({ level: "silent" });
const FROM = "noreply@vrijwilligersplatform.test";
const mail = (to: string) => ({
  tenant: "oldebroek" as const,
  to,
  subject: `Voor ${to}`,
  text: "Hallo",
  html: "<p>Hallo</p>",
  fromName: "Vrijwilligerscentrale Oldebroek",
});
const until = async (condition: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const clearJobs = () => database.db.execute(sql`delete from jobs`);

describe("mail delivery", () => {
  it("sends each mail once when the relay answers after the claim's lease, with two workers on the database", async () => {
    await clearJobs();
    // The relay answers every DATA after 2.5 s; the workers' claims hold for 1 s unless renewed.
    const relay = await startSmtpInbox(0, { answerAfter: () => 2500 });
    const workers = [1, 2].map(() => {
      const queue = createJobQueue(database.db, logger, { pollMs: 100, lockMs: 1000 });
      registerMailJobs(queue, createMailer(database.db, relay.url, FROM), database.db);
      return queue;
    });
    const addresses = ["a", "b", "c", "d", "e", "f"].map((x) => `${x}@slow.test`);
    for (const to of addresses) await enqueueMail(workers[0], mail(to));
    for (const worker of workers) worker.start();
    try {
      await until(() => relay.received.length >= addresses.length);
      // Long enough for any expired claim to be taken again and its mail to arrive a second time.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(relay.received.map((m) => m.to[0]).sort()).toEqual(addresses);
      expect(new Set(relay.received.map((m) => m.messageId)).size).toBe(addresses.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await relay.close();
    }
    const rows = await database.db.select().from(mailDeliveries).where(sql`${mailDeliveries.to} like '%@slow.test'`);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ["sent", 1]));
  }, 30_000);

  it("keeps sending while one relay connection hangs, and the retry carries the same Message-ID", async () => {
    await clearJobs();
    // The first mail's first DATA is never answered: its send times out, the second mail goes meanwhile. By recipient,
    // not by arrival: four workers send both at once, in either order.
    let hung = false;
    const relay = await startSmtpInbox(0, {
      answerAfter: (_index, to) => {
        if (hung || !to.includes("first@hung.test")) return 0;
        hung = true;
        return "hang";
      },
    });
    const queue = createJobQueue(database.db, logger);
    const timeouts = { ...SMTP_TIMEOUTS, socketTimeout: 2000 };
    registerMailJobs(queue, createMailer(database.db, relay.url, FROM, timeouts), database.db);
    await enqueueMail(queue, mail("first@hung.test"));
    await enqueueMail(queue, mail("second@hung.test"));
    const working = queue.workDue();
    await relay.waitFor("second@hung.test");
    // The second mail arrived while the first send still waited for its answer.
    const attemptsOf = async (to: string) =>
      (await database.db.select().from(mailDeliveries).where(sql`${mailDeliveries.to} = ${to}`))[0].attempts;
    expect(await attemptsOf("first@hung.test")).toBe(0);
    await working;

    const [first] = await database.db.select().from(mailDeliveries).where(sql`${mailDeliveries.to} = 'first@hung.test'`);
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.lastError).toMatch(/timeout/i);
    await database.db.execute(sql`update jobs set run_at = now() where completed_at is null`);
    await queue.workDue();
    const copies = relay.received.filter((m) => m.to.includes("first@hung.test"));
    expect(copies).toHaveLength(2);
    expect(copies[0].messageId).toBe(`<${first.messageId}@vrijwilligersplatform.test>`);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    await relay.close();
  }, 30_000);
});

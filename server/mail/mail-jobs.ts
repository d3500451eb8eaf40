import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { attemptsCovering, type JobQueue, type JobRun } from "../jobs/queue";
import { mailDeliveries } from "./mail.table";
import type { Mailer, MailMessage } from "./mailer";

export const SEND_MAIL_JOB = "mail.send";

/** A mail keeps trying through a relay's outage of a day before it is given up (and shown to admins). */
export const MAIL_MAX_ATTEMPTS = attemptsCovering(24 * 60 * 60_000);

/** E-mail always goes through the queue, so a slow or failing mail server is retried and never fails a request. */
export function registerMailJobs(queue: JobQueue, mailer: Mailer, db: Database) {
  queue.register(SEND_MAIL_JOB, async (payload, run) => {
    // A job queued before mails were recorded carries the whole message.
    if (typeof payload.deliveryId !== "number") return mailer.send(payload as unknown as MailMessage);
    await deliver(db, mailer, payload.deliveryId, run);
  });
}

async function deliver(db: Database, mailer: Mailer, id: number, run: JobRun) {
  const [delivery] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.id, id));
  if (!delivery || delivery.status === "sent") return;
  const { tenantId, to, subject, text, html, fromName, replyTo, messageId, headers } = delivery;
  const attempted = { attempts: sql`${mailDeliveries.attempts} + 1`, lastAttemptAt: new Date() };
  try {
    await mailer.send({
      tenant: tenantId as MailMessage["tenant"],
      to,
      subject,
      text,
      html,
      fromName,
      replyTo,
      messageId,
      headers,
    });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const status = run.attempt >= run.maxAttempts ? "failed" : "queued";
    await db
      .update(mailDeliveries)
      .set({ ...attempted, status, lastError })
      .where(eq(mailDeliveries.id, id));
    throw error;
  }
  await db
    .update(mailDeliveries)
    .set({ ...attempted, status: "sent", lastError: null })
    .where(eq(mailDeliveries.id, id));
}

/** Queues the send of a recorded mail (a new one, or a failed one an admin resends). */
export function queueDelivery(queue: JobQueue, deliveryId: number, executor?: Executor) {
  return queue.enqueue(SEND_MAIL_JOB, { deliveryId }, { executor, maxAttempts: MAIL_MAX_ATTEMPTS });
}

/** Records the mail with its tenant and a Message-ID of its own, and queues its send; inside `executor` when given. */
export function enqueueMail(queue: JobQueue, message: MailMessage, executor?: Executor): Promise<void> {
  if (!executor) return queue.db.transaction((tx) => enqueueMail(queue, message, tx));
  const { tenant, to, subject, text, html, fromName, replyTo, headers } = message;
  const values = {
    tenantId: tenant,
    messageId: randomUUID(),
    to,
    subject,
    text,
    html,
    fromName,
    replyTo: replyTo ?? null,
    headers: headers ?? null,
  };
  return executor
    .insert(mailDeliveries)
    .values(values)
    .returning({ id: mailDeliveries.id })
    .then(([row]) => queueDelivery(queue, row.id, executor));
}

import type { Executor } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import type { Mailer, MailMessage } from "./mailer";

export const SEND_MAIL_JOB = "mail.send";

/** E-mail always goes through the queue, so a slow or failing mail server is retried and never fails a request. */
export function registerMailJobs(queue: JobQueue, mailer: Mailer) {
  queue.register(SEND_MAIL_JOB, (payload) => mailer.send(payload as unknown as MailMessage));
}

export function enqueueMail(queue: JobQueue, message: MailMessage, executor?: Executor) {
  return queue.enqueue(SEND_MAIL_JOB, { ...message }, { executor, maxAttempts: 8 });
}

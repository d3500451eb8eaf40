import nodemailer from "nodemailer";
import type { TenantId } from "../config/tenants";
import { type Database, withTenant } from "../db/client";
import { mailOutbox } from "./mail.table";

export interface MailMessage {
  tenant: TenantId;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The centre's name, shown as the sender. */
  fromName: string;
  /** Where replies go instead of the sender's no-reply address. */
  replyTo?: string | null;
  /** Unique per mail and the same on every attempt, so a mail sent twice is recognisable as one. */
  messageId?: string;
  /** Headers of its own, e.g. List-Unsubscribe on the periodic mail. */
  headers?: Record<string, string> | null;
}

/** Every SMTP wait ends well within the job queue's claim (LOCK_MS), which is renewed besides. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; otherwise the outbox table, which administrators can read. */
export function createMailer(db: Database, smtpUrl: string | undefined, fromAddress: string, timeouts = SMTP_TIMEOUTS) {
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...timeouts }) : null;
  return {
    kind: transport ? ("smtp" as const) : ("outbox" as const),
    async send(message: MailMessage): Promise<void> {
      if (transport) {
        await transport.sendMail({
          from: { name: message.fromName, address: fromAddress },
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId && `<${message.messageId}@${fromAddress.split("@")[1]}>`,
          headers: message.headers ?? undefined,
        });
        return;
      }
      await withTenant(db, message.tenant, (tx) =>
        tx
          .insert(mailOutbox)
          .values({ tenantId: message.tenant, to: message.to, subject: message.subject, text: message.text, html: message.html }),
      );
    },
    close() {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

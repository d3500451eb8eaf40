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
}

/** SMTP when SMTP_URL is set; otherwise the outbox table, which administrators can read. */
export function createMailer(db: Database, smtpUrl: string | undefined, fromAddress: string) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    kind: transport ? ("smtp" as const) : ("outbox" as const),
    async send(message: MailMessage): Promise<void> {
      if (transport) {
        await transport.sendMail({
          from: { name: message.fromName, address: fromAddress },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
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

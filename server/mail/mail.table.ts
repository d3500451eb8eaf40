import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { MAIL_DELIVERY_STATUSES } from "../../contract/mail-deliveries";

/** Without SMTP_URL, messages land here instead, where administrators can read them. */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tenantId: varchar("tenant_id", { length: 32 }).notNull(),
  to: varchar("to", { length: 254 }).notNull(),
  subject: varchar("subject", { length: 300 }).notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every mail the platform sends, with its tenant: its Message-ID stays the same on every attempt; failed ones can be resent. */
export const mailDeliveries = pgTable(
  "mail_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    messageId: varchar("message_id", { length: 200 }).notNull().unique(),
    to: varchar("to", { length: 254 }).notNull(),
    fromName: varchar("from_name", { length: 200 }).notNull(),
    /** Where a reply goes when it is not to us: the visitor who wrote through the contact form. */
    replyTo: varchar("reply_to", { length: 254 }),
    /** Headers of its own (List-Unsubscribe), sent the same on every attempt. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: varchar("status", { length: 16, enum: MAIL_DELIVERY_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_deliveries_tenant_status").on(t.tenantId, t.status, t.id)],
);

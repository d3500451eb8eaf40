import { integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

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

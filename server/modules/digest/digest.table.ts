import { date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table";

/**
 * One row per user and day the periodic summary was made (issue 17, item 4): its unique key is what makes the mail go
 * exactly once, however many processes sweep; it says since when the next one counts, and holds its unsubscribe link.
 */
export const digestRuns = pgTable(
  "digest_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The day in Amsterdam it was made for. */
    day: date("day").notNull(),
    /** SHA-256 of the mail's one-click unsubscribe token; null when there was nothing new and no mail went. */
    unsubscribeTokenHash: varchar("unsubscribe_token_hash", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("digest_runs_user_day").on(t.tenantId, t.userId, t.day),
    index("digest_runs_token").on(t.unsubscribeTokenHash),
  ],
);

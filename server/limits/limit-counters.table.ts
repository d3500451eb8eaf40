import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of the rate limits (sign-ins, failures, mail requests, guest applications), shared by every process:
 * one row per key, counting until its window ends; rows whose window ended are swept by a recurring job.
 */
export const limitCounters = pgTable(
  "limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** The last counted event, or the last attempt let through a slow-down. */
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("limit_counters_window_ends").on(t.windowEndsAt)],
);

import { date, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/** The vacancy bank's searched words per centre and day, for analytics; never who searched. */
export const vacancySearchLog = pgTable(
  "vacancy_search_log",
  {
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    day: date("day").notNull(),
    centerId: integer("center_id").notNull(),
    term: varchar("term", { length: 60 }).notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.centerId, t.term] })],
);

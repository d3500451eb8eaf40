import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";

/**
 * Daily counts per tenant, centre and organisation (0: none), kept up to date by triggers (migration 0045) where the
 * events happen, so a view reads a few thousand rows whatever the number of applications. `bucket` is the answer time
 * in whole hours for `first_answers` (capped at 1440), else 0.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    day: date("day").notNull(),
    centerId: integer("center_id").notNull(),
    organizationId: integer("organization_id").notNull().default(0),
    metric: varchar("metric", { length: 32 }).notNull(),
    bucket: smallint("bucket").notNull().default(0),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.centerId, t.organizationId, t.metric, t.bucket] }),
    // An organisation superuser's view reads his organisation's rows only.
    index("analytics_daily_organization").on(t.tenantId, t.organizationId, t.day),
  ],
);

import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";

/** `organization_id` of a centre's rows: the sum over all its organizations (and of events without one). */
export const ALL_ORGANIZATIONS = -1;

/**
 * Daily counts per tenant, centre and organization (0: none), kept up to date by triggers (migrations 0045, 0048)
 * where the events happen. Each event also counts in its centre's row (organization_id -1), so a centre's or the
 * tenant's view reads those, however many organizations there are. `bucket` is the answer time of `first_answers` as
 * the lower edge in hours of its log-scale bucket (`ANSWER_TIME_BUCKETS`), else 0.
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
    // An organization superuser's view reads his organization's rows only; a centre's view the -1 rows.
    index("analytics_daily_organization").on(t.tenantId, t.organizationId, t.day),
    // Migration 0048 adds analytics_daily_first_answers, a partial covering index Drizzle cannot declare.
  ],
);

/**
 * First answers per organization and month (the first day of the month) by answer-time bucket, as in analytics_daily:
 * the per-organization answer times of a year read twelve months instead of 365 days.
 */
export const analyticsAnswerMonths = pgTable(
  "analytics_answer_months",
  {
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    month: date("month").notNull(),
    centerId: integer("center_id").notNull(),
    organizationId: integer("organization_id").notNull(),
    bucket: smallint("bucket").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.centerId, t.organizationId, t.bucket] })],
);

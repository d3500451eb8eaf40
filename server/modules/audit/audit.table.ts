import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Who did what to whom: impersonation, role and status changes, deletions (issue 3, Security). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    actorUserId: integer("actor_user_id"),
    action: varchar("action", { length: 64 }).notNull(),
    subjectType: varchar("subject_type", { length: 32 }).notNull(),
    subjectId: integer("subject_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_events_tenant_created").on(t.tenantId, t.createdAt)],
);

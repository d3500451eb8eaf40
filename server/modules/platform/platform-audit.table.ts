import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { platformOperators } from "../identity/operators.table";

/**
 * What was done to the platform's operators (issue 44 item 4), which no tenant's log may hold: the platform's own
 * table, closed to a tenant's transaction (migration 0067). For now a reset of an operator's two-step sign-in.
 */
export const platformAuditEvents = pgTable(
  "platform_audit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: varchar("action", { length: 64 }).notNull(),
    /** The operator acted on; null once he is deleted. */
    subjectOperatorId: integer("subject_operator_id").references(() => platformOperators.id, { onDelete: "set null" }),
    /** Who and how: the command line's user, the operator's e-mail address at the time. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_audit_events_subject").on(t.subjectOperatorId)],
);

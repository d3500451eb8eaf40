import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "../../../contract/applications";
import type { MatchOutcome } from "../../../contract/match-followups";
import { users } from "../identity/identity.table";
import { vacancies } from "../vacancies/vacancies.table";

export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id),
    /** The signed-in volunteer who applied; a guest applies with contact details only. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phoneNumber: varchar("phone_number", { length: 32 }),
    message: text("message"),
    /** The language the applicant applied in: a guest's mails later go out in it too. */
    locale: varchar("locale", { length: 2 }).$type<"nl" | "en">().notNull().default("nl"),
    /** DESIGN.md section 6: submitted (no status yet), then accepted, rejected, or withdrawn by the applicant. */
    status: varchar("status", { length: 16 }).$type<ApplicationStatus>().notNull().default("submitted"),
    /** The optional message to the volunteer with the decision. */
    decisionMessage: text("decision_message"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    /** What the follow-up answers say of the match (issue 44): kept with each answer, for lists and analytics. */
    matchOutcome: varchar("match_outcome", { length: 16 }).$type<MatchOutcome>(),
    /** The organization's first response (issue 44): its decision or first message, whichever came first. */
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    /** When the sweep sent the reminder of an unanswered application: one per application. */
    responseReminderSentAt: timestamp("response_reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_vacancy").on(t.vacancyId, t.createdAt),
    index("applications_user").on(t.userId),
    index("applications_tenant_created").on(t.tenantId, t.createdAt),
    // One open application per address and vacancy, even when two arrive at once.
    uniqueIndex("applications_one_open").on(t.vacancyId, t.email).where(sql`status = 'submitted'`),
    // The reminder sweep reads only applications still waiting for a first response.
    index("applications_awaiting_response")
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'submitted' and first_responded_at is null and response_reminder_sent_at is null`),
  ],
);

/** Staff-only notes on an application; never shown to the volunteer. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_application").on(t.applicationId)],
);

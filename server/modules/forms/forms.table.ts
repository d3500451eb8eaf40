import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { FormAccessPermission, FormOption, FormQuestionType } from "../../../contract/forms";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/**
 * A form of a centre (issue 16): sign-ups, evaluations, requests. Public (anonymous) or by invitation (token_holder);
 * it takes answers while open, before closes_at and below max_submissions.
 */
export const forms = pgTable(
  "forms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description"),
    /** English beside the Dutch (decision 36); null: not translated. */
    titleEn: varchar("title_en", { length: 120 }),
    descriptionEn: text("description_en"),
    accessPermission: varchar("access_permission", { length: 20 }).$type<FormAccessPermission>().notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    maxSubmissions: integer("max_submissions"),
    /** An invitation's link may be answered more than once. */
    multipleSubmissions: boolean("multiple_submissions").notNull().default(false),
    /** The public link /forms/{token}: not the id, so forms cannot be found by counting. */
    publicToken: varchar("public_token", { length: 64 }).notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    retentionMonths: integer("retention_months").notNull(),
    /** A form the product itself needs ("contact": /contactformulier); its questions are fixed, it cannot be deleted. */
    systemKey: varchar("system_key", { length: 32 }).$type<"contact">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("forms_center").on(t.tenantId, t.centerId),
    uniqueIndex("forms_public_token").on(t.publicToken),
    uniqueIndex("forms_system_key").on(t.tenantId, t.centerId, t.systemKey),
  ],
);

/** A question of a form, in the form's order; a removed one keeps its row (deleted) for the submissions that have it. */
export const formQuestions = pgTable(
  "form_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 1000 }).notNull(),
    textEn: varchar("text_en", { length: 1000 }),
    questionType: varchar("question_type", { length: 20 }).$type<FormQuestionType>().notNull(),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull(),
    longAnswer: boolean("long_answer").notNull().default(false),
    /** Each choice with a key an answer keeps across languages (migration 0069 gave the old ones o1, o2...). */
    options: jsonb("options").$type<FormOption[]>().notNull().default([]),
    deleted: boolean("deleted").notNull().default(false),
  },
  (t) => [index("form_questions_form").on(t.tenantId, t.formId, t.position)],
);

/**
 * A question as a submission keeps it, whatever the form becomes later: its Dutch text and labels, and (since
 * decision 36) each option's id in the same order; the answer itself is the label the respondent saw.
 */
export interface AnsweredQuestion {
  id: number;
  text: string;
  questionType: FormQuestionType;
  options: string[];
  optionIds?: string[];
}

/** A completed form: the questions as they were, and the answers by question id. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    questions: jsonb("questions").$type<AnsweredQuestion[]>().notNull(),
    answers: jsonb("answers").$type<Record<string, string | string[]>>().notNull(),
    /** Where the copy of the answers went: the invitee, or the answer to the form's first e-mail question. */
    respondentEmail: varchar("respondent_email", { length: 254 }),
    invitationId: integer("invitation_id").references(() => formInvitations.id, { onDelete: "set null" }),
    marked: boolean("marked").notNull().default(false),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submissions_form").on(t.tenantId, t.formId, t.createdAt)],
);

/** A personal link to a token_holder form: the token is kept only as its hash; revoked or expired, it opens nothing. */
export const formInvitations = pgTable(
  "form_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_invitations_form").on(t.tenantId, t.formId), uniqueIndex("form_invitations_token").on(t.tokenHash)],
);

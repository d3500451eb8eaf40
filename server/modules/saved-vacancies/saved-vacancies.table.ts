import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { AlertFrequency } from "../../../contract/vacancy-alert-options";
import type { VacancySearchFilter } from "../../../contract/vacancy-search";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";
import { vacancies } from "../vacancies/vacancies.table";

/** A vacancy a signed-in user keeps for later (issue 19, item 4): the heart; 'Bewaard' on his profile. */
export const savedVacancies = pgTable(
  "saved_vacancies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_vacancies_user_vacancy").on(t.tenantId, t.userId, t.vacancyId)],
);

/**
 * A bank search turned into an e-mail alert: new vacancies that match, daily or weekly. A guest's alert is active once
 * the link in its confirmation mail is followed (double opt-in); each mail's token ends it without signing in.
 */
export const vacancyAlerts = pgTable(
  "vacancy_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    /** The signed-in user who made it; null for a guest. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    locale: varchar("locale", { length: 2 }).$type<"nl" | "en">().notNull().default("nl"),
    /** The bank's filters, as the search schema read them. */
    query: jsonb("query").$type<VacancySearchFilter>().notNull(),
    frequency: varchar("frequency", { length: 8 }).$type<AlertFrequency>().notNull(),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The centres searched, as the bank searched them when it was made; null for every centre of the tenant. */
    centerIds: jsonb("center_ids").$type<number[] | null>(),
    /** The site it was made on: its mails link there while that is still one of the tenant's (decision 7). */
    origin: varchar("origin", { length: 200 }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vacancy_alerts_confirm_token").on(t.confirmTokenHash), index("vacancy_alerts_tenant").on(t.tenantId)],
);

/**
 * One row per alert and day it was looked at: the unique key makes its mail go exactly once however many processes
 * sweep; the latest says since when the next one counts, and each holds its mail's unsubscribe token.
 */
export const vacancyAlertRuns = pgTable(
  "vacancy_alert_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => vacancyAlerts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    /** SHA-256 of the mail's one-click unsubscribe token; null when nothing was new and no mail went. */
    unsubscribeTokenHash: varchar("unsubscribe_token_hash", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vacancy_alert_runs_alert_day").on(t.alertId, t.day),
    index("vacancy_alert_runs_token").on(t.unsubscribeTokenHash),
  ],
);

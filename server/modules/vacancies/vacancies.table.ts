import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import type {
  ActivityFrequency,
  HelpKind,
  LanguageLevel,
  VacancyStatus,
  VacancyTag,
  VacancyType,
} from "../../../contract/vacancy-options";
import type { VacancyTheme } from "../../../contract/vacancy-themes";
import { users } from "../identity/identity.table";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const vacancies = pgTable(
  "vacancies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    contactPersonId: integer("contact_person_id").references(() => users.id, { onDelete: "set null" }),
    title: varchar("title", { length: 120 }).notNull(),
    summary: varchar("summary", { length: 300 }),
    /** Sanitised HTML. */
    description: text("description").notNull(),
    /** The description without markup: what full-text search and previews read. */
    descriptionText: text("description_text").notNull().default(""),
    /** The English title and description (sanitised HTML, and its text) where the organization wrote them (decision 35). */
    titleEn: varchar("title_en", { length: 120 }),
    descriptionEn: text("description_en"),
    descriptionEnText: text("description_en_text"),
    status: varchar("status", { length: 16 }).$type<VacancyStatus>().notNull().default("draft"),
    vacancyType: varchar("vacancy_type", { length: 20 }).$type<VacancyType>().notNull(),
    /** One-on-one and neighbour help: whether someone asks for help or offers it; null for other types. */
    helpKind: varchar("help_kind", { length: 8 }).$type<HelpKind>(),
    ageGroupIds: smallint("age_group_ids").array().notNull().default(sql`'{}'::smallint[]`),
    tags: varchar("tags", { length: 32 }).array().$type<VacancyTag[]>().notNull().default(sql`'{}'::varchar[]`),
    /** The themes (sectors) volunteers browse by, at most three. */
    themes: varchar("themes", { length: 32 }).array().$type<VacancyTheme[]>().notNull().default(sql`'{}'::varchar[]`),
    frequency: varchar("frequency", { length: 16 }).$type<ActivityFrequency>(),
    /** Whether visitors see the contact person's phone and e-mail; new vacancies take the organization's default. */
    showContactDetails: boolean("show_contact_details").notNull().default(false),
    remote: boolean("remote").notNull().default(false),
    street: varchar("street", { length: 100 }),
    houseNumber: varchar("house_number", { length: 10 }),
    postalCode: varchar("postal_code", { length: 7 }),
    city: varchar("city", { length: 100 }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    imagePath: varchar("image_path", { length: 300 }),
    /** The upload the image came from (its sizes and small variant); imagePath is its large file. */
    imageUploadId: integer("image_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    hoursPerWeek: numeric("hours_per_week", { precision: 4, scale: 1, mode: "number" }),
    expensesReimbursed: boolean("expenses_reimbursed").notNull().default(false),
    vogRequired: boolean("vog_required").notNull().default(false),
    minimumAge: smallint("minimum_age"),
    languageLevel: varchar("language_level", { length: 8 }).$type<LanguageLevel>().notNull().default("none"),
    wheelchairAccessible: boolean("wheelchair_accessible").notNull().default(false),
    fromHome: boolean("from_home").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the 'still open?' mail went out, so it goes once per expiry date. */
    expiryReminderSentAt: timestamp("expiry_reminder_sent_at", { withTimezone: true }),
    /** SHA-256 of the single-use 'still open' link in that mail; cleared when used or when the expiry changes. */
    stillOpenTokenHash: varchar("still_open_token_hash", { length: 64 }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Dutch and English stems of the Dutch title (weight A), summary (B) and description (C; English stems D), and
     * English stems of the English title (A) and description (C): one vector finds a vacancy in either language.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary, '')), 'B') || setweight(to_tsvector('dutch', coalesce(description_text, '')), 'C') || setweight(to_tsvector('english', coalesce(description_text, '')), 'D') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en_text, '')), 'C')`,
    ),
  },
  (t) => [
    index("vacancies_tenant_status").on(t.tenantId, t.status, t.publishedAt),
    index("vacancies_organization").on(t.organizationId),
    index("vacancies_center").on(t.centerId),
    index("vacancies_expires").on(t.status, t.expiresAt),
    index("vacancies_search").using("gin", t.searchVector),
    index("vacancies_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    index("vacancies_location").on(t.latitude, t.longitude),
    // The bank index looks for changed rows once a second (vacancy-bank-sync.ts).
    index("vacancies_tenant_updated").on(t.tenantId, t.updatedAt),
    // An import finds a row's vacancy by its organization and title, any case (vacancy-import.ts).
    index("vacancies_organization_title").on(t.tenantId, t.organizationId, sql`lower(${t.title})`),
  ],
);

/** The dates of an activity (vacancy type activity, or any vacancy with multiple dates). */
export const vacancyDates = pgTable(
  "vacancy_dates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index("vacancy_dates_vacancy").on(t.vacancyId), index("vacancy_dates_starts").on(t.tenantId, t.startsAt)],
);

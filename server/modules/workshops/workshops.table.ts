import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { RegistrationStatus, WorkshopAudience } from "../../../contract/workshops";
import type { ContentLocale } from "../../../locales/languages";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/** A centre's workshop or training for volunteers and organizations (issue 18, item 7). */
export const workshops = pgTable(
  "workshops",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull(),
    /** The English title and description where the centre wrote them (decision 35). */
    titleEn: varchar("title_en", { length: 120 }),
    descriptionEn: text("description_en"),
    audience: varchar("audience", { length: 16 }).$type<WorkshopAudience>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: varchar("location", { length: 200 }),
    online: boolean("online").notNull().default(false),
    seats: integer("seats").notNull(),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("workshops_center_starts").on(t.tenantId, t.centerId, t.startsAt)],
);

/** A sign-up: a seat, or a place on the waiting list in the order people came; cancelled ones stay for the record. */
export const workshopRegistrations = pgTable(
  "workshop_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    workshopId: integer("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    /** The language of the mails: the one he signed up in. */
    locale: varchar("locale", { length: 2 }).$type<ContentLocale>().notNull(),
    status: varchar("status", { length: 16 }).$type<RegistrationStatus>().notNull(),
    /** The hash of the secret in the confirmation mail's cancel link. */
    cancelTokenHash: varchar("cancel_token_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workshop_registrations_workshop").on(t.workshopId, t.status, t.id),
    uniqueIndex("workshop_registrations_cancel_token").on(t.cancelTokenHash),
    // One live sign-up per address and workshop; a cancelled one may sign up again.
    uniqueIndex("workshop_registrations_one_per_email")
      .on(t.workshopId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { conversations } from "../conversations/conversations.table";
import { users } from "../identity/identity.table";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/** A volunteer's description of himself (issue 18); in the pool only while `visible`. */
export const volunteerProfiles = pgTable(
  "volunteer_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    about: text("about").notNull().default(""),
    vacancyTypes: text("vacancy_types").array().notNull().default(sql`'{}'`),
    tags: text("tags").array().notNull().default(sql`'{}'`),
    activityTypeIds: integer("activity_type_ids").array().notNull().default(sql`'{}'`),
    skills: text("skills").array().notNull().default(sql`'{}'`),
    availability: text("availability").array().notNull().default(sql`'{}'`),
    hoursPerWeek: smallint("hours_per_week"),
    postalCode: varchar("postal_code", { length: 7 }),
    place: varchar("place", { length: 100 }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    distanceKm: smallint("distance_km").notNull().default(10),
    languages: text("languages").array().notNull().default(sql`'{}'`),
    certificateOfConduct: boolean("certificate_of_conduct").notNull().default(false),
    visible: boolean("visible").notNull().default(false),
    /** An optional photo: an upload of the volunteer's own; deleting the upload leaves the profile without one. */
    photoId: integer("photo_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("volunteer_profiles_user").on(t.userId),
    // The pool reads only visible profiles of a centre, newest first: a partial index keeps hidden ones out.
    index("volunteer_profiles_pool").on(t.tenantId, t.centerId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.visible}`),
    index("volunteer_profiles_pool_place").on(t.tenantId, t.centerId, t.latitude, t.longitude).where(sql`${t.visible}`),
    index("volunteer_profiles_vacancy_types").using("gin", t.vacancyTypes),
    index("volunteer_profiles_activity_types").using("gin", t.activityTypeIds),
    index("volunteer_profiles_availability").using("gin", t.availability),
    index("volunteer_profiles_languages").using("gin", t.languages),
  ],
);

/** An organization's reply to a profile in the pool; answering it starts a conversation. */
export const profileReplies = pgTable(
  "profile_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    volunteerProfileId: integer("volunteer_profile_id")
      .notNull()
      .references(() => volunteerProfiles.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    volunteerId: integer("volunteer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    state: varchar("state", { length: 16 }).notNull().default("open"),
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open reply per organization per profile.
    uniqueIndex("profile_replies_one_open").on(t.volunteerProfileId, t.organizationId).where(sql`${t.state} = 'open'`),
    index("profile_replies_volunteer").on(t.volunteerId, t.createdAt),
    index("profile_replies_organization").on(t.organizationId, t.createdAt),
  ],
);

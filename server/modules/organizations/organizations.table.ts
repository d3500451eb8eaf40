import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { OrganizationStatus, OrganizationType } from "../../../contract/organization-options";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

export const addresses = pgTable("addresses", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tenantId: varchar("tenant_id", { length: 32 }).notNull(),
  street: varchar("street", { length: 100 }).notNull(),
  houseNumber: varchar("house_number", { length: 10 }).notNull(),
  postalCode: varchar("postal_code", { length: 7 }).notNull(),
  city: varchar("city", { length: 100 }).notNull(),
  country: varchar("country", { length: 2 }).notNull().default("NL"),
});

export const organizations = pgTable(
  "organizations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    type: varchar("type", { length: 20 }).$type<OrganizationType>().notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    website: varchar("website", { length: 300 }),
    phoneNumber: varchar("phone_number", { length: 32 }),
    description: text("description"),
    status: varchar("status", { length: 16 }).$type<OrganizationStatus>().notNull().default("pending"),
    denyReason: text("deny_reason"),
    addressId: integer("address_id").references(() => addresses.id),
    nonProfitType: varchar("non_profit_type", { length: 100 }),
    showOnSocialMap: boolean("show_on_social_map").notNull().default(true),
    activityTypeIds: integer("activity_type_ids").array().notNull().default([]),
    /** Where the social map puts it: geocoded from the address's postal code (or town) on every address write. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    logoUrl: varchar("logo_url", { length: 500 }),
    /** The default contact person of new vacancies: one of the organization's users. */
    contactPersonId: integer("contact_person_id").references(() => users.id, { onDelete: "set null" }),
    contactEmail: varchar("contact_email", { length: 254 }),
    /** Whether volunteers see the phone number (staff and its superusers always do). */
    phoneVisible: boolean("phone_visible").notNull().default(true),
    /** Whether new vacancies show their contact person's phone and e-mail to visitors (each vacancy can differ). */
    showContactDetailsDefault: boolean("show_contact_details_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("organizations_tenant_status").on(t.tenantId, t.status),
    index("organizations_center").on(t.centerId),
    // The social map: a centre's approved organizations that chose it, by name.
    index("organizations_social_map").on(t.tenantId, t.centerId, t.name).where(sql`status = 'approved' and show_on_social_map`),
  ],
);

/** Who belongs to which organization; organization-scoped roles apply to these organizations. */
export const organizationMemberships = pgTable(
  "organization_memberships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organization_memberships_unique").on(t.organizationId, t.userId),
    index("organization_memberships_user").on(t.userId),
  ],
);

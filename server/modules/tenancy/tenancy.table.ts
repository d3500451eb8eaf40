import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ContentLanguage } from "../../../contract/content-languages";
import type { ShadeSet } from "../../../contract/volunteer-center-profile";
import type { FooterColumns, LocalizedHomePage, ThemeConfig } from "../../../contract/volunteer-centers";

export const volunteerCenters = pgTable(
  "volunteer_centers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    slug: varchar("slug", { length: 64 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("volunteer_centers_tenant_slug").on(t.tenantId, t.slug)],
);

export const volunteerCenterProfiles = pgTable("volunteer_center_profiles", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tenantId: varchar("tenant_id", { length: 32 }).notNull(),
  centerId: integer("center_id")
    .notNull()
    .unique()
    .references(() => volunteerCenters.id, { onDelete: "cascade" }),
  primaryColor: varchar("primary_color", { length: 32 }),
  primaryColorShades: jsonb("primary_color_shades").$type<ShadeSet | null>(),
  secondaryColor: varchar("secondary_color", { length: 32 }),
  secondaryColorShades: jsonb("secondary_color_shades").$type<ShadeSet | null>(),
  mutedColor: varchar("muted_color", { length: 32 }),
  mutedColorShades: jsonb("muted_color_shades").$type<ShadeSet | null>(),
  backgroundColor: varchar("background_color", { length: 32 }),
  textColor: varchar("text_color", { length: 32 }),
  websiteLogoUrl: text("website_logo_url"),
  websiteLogoDarkModeUrl: text("website_logo_dark_mode_url"),
  faviconUrl: text("favicon_url"),
  gtagId: varchar("gtag_id", { length: 32 }),
  footerColumns: jsonb("footer_columns").$type<FooterColumns>().notNull().default({}),
  /** The footer's English columns, shown on /en where the centre publishes English (decision 28). */
  footerColumnsEn: jsonb("footer_columns_en").$type<FooterColumns>().notNull().default({}),
  /** The languages the centre publishes its content in: Dutch always, English where its tenant has two languages. */
  contentLanguages: jsonb("content_languages").$type<ContentLanguage[]>().notNull().default(["nl"]),
  showAnbiLogo: boolean("show_anbi_logo").notNull().default(false),
  showNovLogo: boolean("show_nov_logo").notNull().default(false),
  themeConfig: jsonb("theme_config").$type<ThemeConfig>().notNull().default({}),
  homePage: jsonb("home_page").$type<LocalizedHomePage>().notNull().default({}),
  /** How to reach the centre (the support page), apart from whatever the footer columns say. */
  contactEmail: varchar("contact_email", { length: 254 }),
  contactPhone: varchar("contact_phone", { length: 32 }),
  visitingAddress: text("visiting_address"),
  /** The origins whose pages may show the embeddable vacancy bank in a frame (frame-ancestors; issue 43). */
  embedOrigins: jsonb("embed_origins").$type<string[]>().notNull().default([]),
  /** Weeks after an acceptance that the volunteer and the organization are asked how it went (issue 44). */
  matchFollowupWeeks: integer("match_followup_weeks").notNull().default(4),
  /** Days an application may wait for the organization's first response before the reminder (issue 44). */
  responseReminderDays: integer("response_reminder_days").notNull().default(5),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { NotificationTemplateKey } from "../../../contract/notification-templates";
import type { ContentLocale } from "../../../locales/languages";

/** A language's own text of a template, as its centre wrote it. */
export type TemplateTranslations = Partial<Record<ContentLocale, { subject: string; body: string }>>;

/**
 * A centre's changes to one e-mail template (issue 17, item 3): only what differs from the product's text is kept, so a
 * template nobody touched follows the product's improvements.
 */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    // No foreign key: mail/ sits below the tenancy module that owns centres.
    centerId: integer("center_id").notNull(),
    key: varchar("key", { length: 40 }).$type<NotificationTemplateKey>().notNull(),
    active: boolean("active").notNull().default(true),
    translations: jsonb("translations").$type<TemplateTranslations>().notNull().default({}),
    updatedById: integer("updated_by_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("notification_templates_center_key").on(t.tenantId, t.centerId, t.key)],
);

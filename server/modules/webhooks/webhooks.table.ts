import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { WebhookDeliveryEvent, WebhookDeliveryStatus, WebhookEvent } from "../../../contract/webhooks";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/**
 * An address of a partner system that hears of the centre's events (issue 43, item 5). The signing secret is kept
 * as it is, not hashed: every delivery is signed with it.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    url: varchar("url", { length: 2000 }).notNull(),
    events: varchar("events", { length: 32 }).array().$type<WebhookEvent[]>().notNull(),
    description: varchar("description", { length: 200 }).notNull().default(""),
    active: boolean("active").notNull().default(true),
    secret: varchar("secret", { length: 64 }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhooks_center_created").on(t.tenantId, t.centerId, t.createdAt)],
);

/** One event for one webhook, and how sending it went: the delivery log, and what a resend sends again. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: varchar("event", { length: 32 }).$type<WebhookDeliveryEvent>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: varchar("status", { length: 16 }).$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: varchar("error", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [index("webhook_deliveries_webhook_created").on(t.tenantId, t.webhookId, t.createdAt)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { applications } from "../applications/applications.table";
import { users } from "../identity/identity.table";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/** A conversation between users and organizations (issue 17); at most one per application. */
export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    subject: varchar("subject", { length: 120 }).notNull(),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversations_activity").on(t.tenantId, t.lastMessageAt),
    uniqueIndex("conversations_application").on(t.applicationId),
  ],
);

/** Who takes part: a user, or an organization (whose organization superusers read and write for it). */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_participants_user").on(t.conversationId, t.userId),
    uniqueIndex("conversation_participants_organization").on(t.conversationId, t.organizationId),
    index("conversation_participants_by_user").on(t.userId),
    index("conversation_participants_by_organization").on(t.organizationId),
    check("conversation_participants_one", sql`num_nonnulls(${t.userId}, ${t.organizationId}) = 1`),
  ],
);

/** A message: plain text, by a user, possibly speaking for one of the participating organizations. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_messages_thread").on(t.conversationId, t.createdAt, t.id)],
);

/** Per user: how far he has read and whether he archived it; a missing row is unread and open. */
export const conversationStates = pgTable(
  "conversation_states",
  {
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_states_user").on(t.userId)],
);

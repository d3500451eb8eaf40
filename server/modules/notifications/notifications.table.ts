import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { NotificationKind } from "../../../contract/notifications";
import { users } from "../identity/identity.table";

/**
 * What one user must know (issue 17): a kind, the values its text needs and where it leads. Read or not per row;
 * the bell counts the unread ones through the partial index.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 40 }).$type<NotificationKind>().notNull(),
    data: jsonb("data").$type<Record<string, string | number>>().notNull(),
    link: varchar("link", { length: 300 }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user").on(t.tenantId, t.userId, t.createdAt),
    index("notifications_unread").on(t.tenantId, t.userId).where(sql`read_at IS NULL`),
  ],
);

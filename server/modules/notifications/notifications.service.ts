import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { NotificationKind } from "../../../contract/notifications";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, readNamingTenant, withTenant } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { centerStaffIds } from "./notification-recipients.service";
import { notifications } from "./notifications.table";

export type NotificationRow = typeof notifications.$inferSelect;

/** What happened, for whom, with the values its text needs and the path it leads to. */
export interface NewNotification {
  kind: NotificationKind;
  data: Record<string, string | number>;
  link: string;
  /** When it happened and was read, if not now and not yet (the demo seed's past events). */
  createdAt?: Date;
  readAt?: Date | null;
}

/** Tells each of these users once (a user named twice hears it once); inside the caller's transaction if it has one. */
export async function notify(tx: Executor, tenant: TenantId, userIds: number[], notification: NewNotification) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await tx.insert(notifications).values(unique.map((userId) => ({ tenantId: tenant, userId, ...notification })));
}

/**
 * notify(), but an unread one of the same kind and link goes first: a burst of messages in one conversation is one
 * notification, always the newest.
 */
export async function notifyOnce(tx: Executor, tenant: TenantId, userIds: number[], notification: NewNotification) {
  if (userIds.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenant),
        inArray(notifications.userId, userIds),
        eq(notifications.kind, notification.kind),
        eq(notifications.link, notification.link),
        isNull(notifications.readAt),
      ),
    );
  await notify(tx, tenant, userIds, notification);
}

/** notify() in a transaction of its own, for an event whose write has already been committed. */
export function notifyLater(db: Database, tenant: TenantId, userIds: number[], notification: NewNotification) {
  return withTenant(db, tenant, (tx) => notify(tx, tenant, userIds, notification));
}

/** Tells the centre's staff in these roles (and the tenant's admins) of what the centre must act on. */
export function notifyCenterStaff(
  db: Database,
  tenant: TenantId,
  centerId: number,
  roles: Role[],
  notification: NewNotification,
) {
  return withTenant(db, tenant, async (tx) =>
    notify(tx, tenant, await centerStaffIds(tx, tenant, centerId, roles), notification),
  );
}

const ofUser = (tenant: TenantId, userId: number) => and(eq(notifications.tenantId, tenant), eq(notifications.userId, userId));

export interface NotificationFilter {
  read?: boolean;
}

// The bell asks on every signed-in page: one read, built once per filter, with the user and page as parameters.
const listQueries = preparedOnce((db) => {
  const ofThisUser = and(
    eq(notifications.tenantId, sql.placeholder("tenant")),
    eq(notifications.userId, sql.placeholder("userId")),
  ) as SQL;
  const filtered = (name: string, condition?: SQL) => {
    const where = and(ofThisUser, condition) as SQL;
    // Both counts in one pass over the user's notifications: one row, also when the page is empty.
    const counts = db
      .select({
        total: sql<number>`count(*) filter (where ${where})`.mapWith(Number).as("total"),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number).as("unread"),
      })
      .from(notifications)
      .where(ofThisUser)
      .as("counts");
    const page = db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .as("page");
    const { id, tenantId, userId, kind, data, link, readAt, createdAt } = page;
    return db
      .select({
        total: counts.total,
        unread: counts.unread,
        notification: { id, tenantId, userId, kind, data, link, readAt, createdAt },
      })
      .from(counts)
      .leftJoinLateral(page, sql`true`)
      .prepare(`notifications_${name}`);
  };
  return {
    all: filtered("all"),
    read: filtered("read", sql`${notifications.readAt} IS NOT NULL`),
    unread: filtered("unread", isNull(notifications.readAt)),
  };
});

/** One page of a user's notifications, newest first, with how many there are and how many are unread. */
export async function listNotifications(
  db: Database,
  tenant: TenantId,
  userId: number,
  filter: NotificationFilter,
  page: { number: number; size: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  // One read that names the tenant and user, outside a transaction.
  const result = await readNamingTenant(db, (reader) =>
    listQueries(reader)[filter.read === undefined ? "all" : filter.read ? "read" : "unread"].execute({
      tenant,
      userId,
      limit: page.size,
      offset: (page.number - 1) * page.size,
    }),
  );
  const rows = result.flatMap(({ notification }) => (notification ? [notification] : []));
  return { rows, total: result[0].total, unread: result[0].unread };
}

/** One of the user's notifications; null when it is not his. */
export async function findNotification(db: Database, tenant: TenantId, userId: number, id: number) {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(ofUser(tenant, userId), eq(notifications.id, id))),
  );
  return row ?? null;
}

/** Marks one of the user's notifications read or unread; null when it is not his. */
export async function markNotification(
  db: Database,
  tenant: TenantId,
  userId: number,
  id: number,
  read: boolean,
  now = new Date(),
): Promise<NotificationRow | null> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: read ? sql`coalesce(${notifications.readAt}, ${now})` : null })
      .where(and(ofUser(tenant, userId), eq(notifications.id, id)))
      .returning();
    return row ?? null;
  });
}

/** Marks read what a user has now seen for himself (the conversation he opened), inside the caller's transaction. */
export async function readByLink(tx: Executor, tenant: TenantId, userId: number, kind: NotificationKind, link: string) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ofUser(tenant, userId), eq(notifications.kind, kind), eq(notifications.link, link), isNull(notifications.readAt)));
}

/** Marks all of the user's notifications read; returns how many were unread. */
export async function markAllRead(db: Database, tenant: TenantId, userId: number, now = new Date()): Promise<number> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(ofUser(tenant, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  });
}

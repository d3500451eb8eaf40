import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { applications } from "../applications/applications.table";
import { userRoles, users } from "../identity/identity.table";
import { readByLink } from "../notifications/notifications.service";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import type { ConversationParties, ConversationViewer } from "./conversations.policy";
import { conversationMessages, conversationParticipants, conversationStates, conversations } from "./conversations.table";

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationWithParties = ConversationRow & { parties: ConversationParties };

const EXCERPT_LENGTH = 140;

export interface ConversationParticipantView {
  kind: "user" | "organization";
  id: number;
  name: string;
}

/** A conversation as one viewer sees it: his unread count and archive, the newest message, who takes part. */
export interface ConversationSummary {
  id: number;
  subject: string;
  applicationId: number | null;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessageExcerpt: string | null;
  unreadCount: number;
  archived: boolean;
  participants: ConversationParticipantView[];
}

export interface ConversationMessageView {
  id: number;
  body: string;
  senderId: number | null;
  senderName: string | null;
  organizationId: number | null;
  organizationName: string | null;
  createdAt: Date;
}

async function partiesOf(tx: Transaction, ids: number[]): Promise<Map<number, ConversationParties>> {
  const rows = ids.length
    ? await tx.select().from(conversationParticipants).where(inArray(conversationParticipants.conversationId, ids))
    : [];
  const map = new Map<number, ConversationParties>(ids.map((id) => [id, { userIds: [], organizationIds: [] }]));
  for (const row of rows) {
    const parties = map.get(row.conversationId);
    if (row.userId !== null) parties?.userIds.push(row.userId);
    if (row.organizationId !== null) parties?.organizationIds.push(row.organizationId);
  }
  return map;
}

export async function findConversation(db: Database, tenant: TenantId, id: number): Promise<ConversationWithParties | null> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.tenantId, tenant), eq(conversations.id, id)));
    if (!row) return null;
    const parties = (await partiesOf(tx, [row.id])).get(row.id) as ConversationParties;
    return { ...row, parties };
  });
}

/** The conversations the viewer takes part in: as himself, or through an organization he is superuser of. */
const visibleTo = (viewer: ConversationViewer): SQL => {
  const orgs = viewer.organizationIds.length
    ? sql` or p.organization_id in (${sql.join(
        viewer.organizationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`exists (select 1 from ${conversationParticipants} p where p.conversation_id = ${conversations.id}
    and (p.user_id = ${viewer.userId}${orgs}))`;
};

const stateJoin = (viewer: ConversationViewer) =>
  and(eq(conversationStates.conversationId, conversations.id), eq(conversationStates.userId, viewer.userId));

/** Messages of others after the viewer last read: his unread count. */
const unreadCount = (viewer: ConversationViewer) =>
  sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id}
    and m.sender_id is distinct from ${viewer.userId}
    and m.created_at > coalesce(${conversationStates.lastReadAt}, '-infinity'::timestamptz))`;

export interface ConversationFilter {
  q?: string;
  state?: "open" | "archived";
  id?: number;
}

function filterCondition(tenant: TenantId, viewer: ConversationViewer, filter: ConversationFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(conversations.tenantId, tenant), visibleTo(viewer)];
  if (filter.id !== undefined) parts.push(eq(conversations.id, filter.id));
  if (filter.state === "archived") parts.push(sql`${conversationStates.archivedAt} is not null`);
  if (filter.state === "open") parts.push(isNull(conversationStates.archivedAt));
  if (filter.q) {
    const pattern = containing(filter.q);
    parts.push(
      or(
        sql`${conversations.subject} ilike ${pattern}`,
        sql`exists (select 1 from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.body ilike ${pattern})`,
      ),
    );
  }
  return and(...parts) as SQL;
}

async function namesOf(tx: Transaction, parties: Map<number, ConversationParties>) {
  const userIds = [...new Set([...parties.values()].flatMap((p) => p.userIds))];
  const orgIds = [...new Set([...parties.values()].flatMap((p) => p.organizationIds))];
  const [people, orgs] = await Promise.all([
    userIds.length
      ? tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    orgIds.length
      ? tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, orgIds))
      : [],
  ]);
  const userNames = new Map(people.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const orgNames = new Map(orgs.map((o) => [o.id, o.name]));
  return (p: ConversationParties): ConversationParticipantView[] => [
    ...p.userIds.map((id) => ({ kind: "user" as const, id, name: userNames.get(id) ?? "" })),
    ...p.organizationIds.map((id) => ({ kind: "organization" as const, id, name: orgNames.get(id) ?? "" })),
  ];
}

/** The viewer's conversations, newest activity first, with his unread total over all of them. */
export async function listConversations(
  db: Database,
  tenant: TenantId,
  viewer: ConversationViewer,
  filter: ConversationFilter,
  page: { number: number; size: number },
): Promise<{ rows: ConversationSummary[]; total: number; unreadTotal: number }> {
  return withTenant(db, tenant, async (tx) => {
    const where = filterCondition(tenant, viewer, filter);
    const unread = unreadCount(viewer);
    const [rows, [{ total }], [{ unreadTotal }]] = await Promise.all([
      tx
        .select({
          id: conversations.id,
          subject: conversations.subject,
          applicationId: conversations.applicationId,
          createdAt: conversations.createdAt,
          lastMessageAt: conversations.lastMessageAt,
          lastMessageExcerpt: sql<string | null>`(select left(m.body, ${EXCERPT_LENGTH}) from ${conversationMessages} m
            where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
          unreadCount: unread,
          archivedAt: conversationStates.archivedAt,
        })
        .from(conversations)
        .leftJoin(conversationStates, stateJoin(viewer))
        .where(where)
        .orderBy(sql`${conversations.lastMessageAt} desc`, sql`${conversations.id} desc`)
        .limit(page.size)
        .offset((page.number - 1) * page.size),
      tx.select({ total: count() }).from(conversations).leftJoin(conversationStates, stateJoin(viewer)).where(where),
      tx
        .select({ unreadTotal: sql<number>`coalesce(sum(${unread}), 0)::int` })
        .from(conversations)
        .leftJoin(conversationStates, stateJoin(viewer))
        .where(filterCondition(tenant, viewer, {})),
    ]);
    const parties = await partiesOf(
      tx,
      rows.map((r) => r.id),
    );
    const named = await namesOf(tx, parties);
    return {
      rows: rows.map(({ archivedAt, ...row }) => ({
        ...row,
        archived: archivedAt !== null,
        participants: named(parties.get(row.id) as ConversationParties),
      })),
      total,
      unreadTotal,
    };
  });
}

/** One conversation as the viewer sees it (he takes part: the caller checked). */
export async function conversationSummary(db: Database, tenant: TenantId, viewer: ConversationViewer, id: number) {
  const { rows } = await listConversations(db, tenant, viewer, { id }, { number: 1, size: 1 });
  return rows[0];
}

const MESSAGE_COLUMNS = {
  id: conversationMessages.id,
  body: conversationMessages.body,
  senderId: conversationMessages.senderId,
  senderName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  organizationId: conversationMessages.organizationId,
  organizationName: organizations.name,
  createdAt: conversationMessages.createdAt,
};

const messagesNamed = (tx: Transaction) =>
  tx
    .select(MESSAGE_COLUMNS)
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.senderId))
    .leftJoin(organizations, eq(organizations.id, conversationMessages.organizationId));

export async function findMessage(db: Database, tenant: TenantId, id: number): Promise<ConversationMessageView> {
  const [row] = await withTenant(db, tenant, (tx) => messagesNamed(tx).where(eq(conversationMessages.id, id)));
  return row;
}

/** A page of the thread, oldest first; page 1 holds the oldest messages (the screen asks for the last page). */
export async function listMessages(
  db: Database,
  tenant: TenantId,
  conversationId: number,
  page: { number: number; size: number },
): Promise<{ rows: ConversationMessageView[]; total: number }> {
  return withTenant(db, tenant, async (tx) => {
    const where = and(eq(conversationMessages.tenantId, tenant), eq(conversationMessages.conversationId, conversationId));
    const [rows, [{ total }]] = await Promise.all([
      messagesNamed(tx)
        .where(where)
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size),
      tx.select({ total: count() }).from(conversationMessages).where(where),
    ]);
    return { rows, total };
  });
}

/** The user ids that should hear of a new message: every participant but its sender (also for notifications). */
export async function recipientsOf(
  executor: Database | Transaction,
  conversationId: number,
  senderId: number | null,
): Promise<number[]> {
  const result = await executor.execute(sql`
    select p.user_id as id from ${conversationParticipants} p where p.conversation_id = ${conversationId} and p.user_id is not null
    union
    select mb.user_id from ${conversationParticipants} p
      join ${organizationMemberships} mb on mb.organization_id = p.organization_id
      join ${userRoles} r on r.user_id = mb.user_id and r.role = 'organization_superuser'
      join ${users} u on u.id = mb.user_id and u.status <> 'archived'
      where p.conversation_id = ${conversationId}`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  return ids.filter((id) => id !== senderId).sort((a, b) => a - b);
}

/** Marks the thread read up to its newest message for this user (his state row made on first use). */
async function markRead(tx: Transaction, tenant: TenantId, conversationId: number, userId: number) {
  const newest = sql`(select coalesce(max(created_at), now()) from ${conversationMessages} where conversation_id = ${conversationId})`;
  await tx
    .insert(conversationStates)
    .values({ tenantId: tenant, conversationId, userId, lastReadAt: newest })
    .onConflictDoUpdate({ target: [conversationStates.conversationId, conversationStates.userId], set: { lastReadAt: newest } });
  // The bell's notification of it has been seen too.
  await readByLink(tx, tenant, userId, "message_received", `/conversations/${conversationId}`);
}

/** A message in an application's conversation by anyone but its applicant is the organization's first response. */
async function markFirstResponse(tx: Transaction, conversationId: number, message: { senderId: number | null; createdAt: Date }) {
  await tx
    .update(applications)
    .set({ firstRespondedAt: message.createdAt })
    .where(
      and(
        sql`${applications.id} = (select ${conversations.applicationId} from ${conversations} where ${conversations.id} = ${conversationId})`,
        isNull(applications.firstRespondedAt),
        sql`${applications.userId} is distinct from ${message.senderId}`,
      ),
    );
}

export interface NewMessage {
  senderId: number;
  /** The participating organization the sender speaks for, if he is not a participant himself. */
  organizationId: number | null;
  body: string;
}

/**
 * Adds a message: the conversation's activity moves, the sender has read it, and it comes out of everyone's archive.
 * `after` runs in the same transaction with the recipients (the delayed mails), so they exist exactly when it does.
 */
export async function addMessage(
  db: Database,
  tenant: TenantId,
  conversationId: number,
  message: NewMessage,
  after?: (tx: Transaction, recipients: number[]) => Promise<void>,
) {
  return withTenant(db, tenant, async (tx) => {
    // One message at a time per conversation, so a burst's "is a mail already pending" checks see each other.
    await tx.execute(sql`select id from ${conversations} where id = ${conversationId} for update`);
    const [row] = await tx
      .insert(conversationMessages)
      .values({ tenantId: tenant, conversationId, ...message })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageAt: row.createdAt, updatedAt: row.createdAt })
      .where(eq(conversations.id, conversationId));
    await tx.update(conversationStates).set({ archivedAt: null }).where(eq(conversationStates.conversationId, conversationId));
    await markFirstResponse(tx, conversationId, row);
    await markRead(tx, tenant, conversationId, message.senderId);
    if (after) await after(tx, await recipientsOf(tx, conversationId, message.senderId));
    return row;
  });
}

/** The caller's own view: archive (or take back) and mark read; nobody else's changes. */
export async function updateOwnState(
  db: Database,
  tenant: TenantId,
  conversationId: number,
  userId: number,
  change: { archived?: boolean; read?: true },
) {
  await withTenant(db, tenant, async (tx) => {
    if (change.read) await markRead(tx, tenant, conversationId, userId);
    if (change.archived !== undefined) {
      const archivedAt = change.archived ? new Date() : null;
      await tx
        .insert(conversationStates)
        .values({ tenantId: tenant, conversationId, userId, archivedAt })
        .onConflictDoUpdate({ target: [conversationStates.conversationId, conversationStates.userId], set: { archivedAt } });
    }
  });
}

/** The user's unread messages in this conversation. */
export async function unreadFor(db: Database, tenant: TenantId, conversationId: number, userId: number): Promise<number> {
  const viewer = { userId, organizationIds: [] };
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select({ unread: unreadCount(viewer) })
      .from(conversations)
      .leftJoin(conversationStates, stateJoin(viewer))
      .where(eq(conversations.id, conversationId));
    return row?.unread ?? 0;
  });
}

export interface NewConversation {
  centerId: number;
  subject: string;
  createdById: number;
  applicationId?: number;
  userIds: number[];
  organizationIds: number[];
}

async function addParties(tx: Transaction, tenant: TenantId, conversationId: number, userIds: number[], orgIds: number[]) {
  const rows = [
    ...userIds.map((userId) => ({ tenantId: tenant, conversationId, userId })),
    ...orgIds.map((organizationId) => ({ tenantId: tenant, conversationId, organizationId })),
  ];
  if (rows.length) await tx.insert(conversationParticipants).values(rows).onConflictDoNothing();
}

const rowOf = (tenant: TenantId, input: NewConversation) => ({
  tenantId: tenant,
  centerId: input.centerId,
  subject: input.subject,
  createdById: input.createdById,
  applicationId: input.applicationId ?? null,
});

export async function createConversation(db: Database, tenant: TenantId, input: NewConversation): Promise<number> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx.insert(conversations).values(rowOf(tenant, input)).returning({ id: conversations.id });
    await addParties(tx, tenant, row.id, input.userIds, input.organizationIds);
    return row.id;
  });
}

/**
 * The application's one conversation, made on first use (two at once meet the unique index: both get the same one);
 * whoever opens it and is not yet in it (centre staff) joins as a user.
 */
export async function openApplicationConversation(
  db: Database,
  tenant: TenantId,
  input: NewConversation & { applicationId: number },
): Promise<{ id: number; created: boolean }> {
  return withTenant(db, tenant, async (tx) => {
    const [made] = await tx
      .insert(conversations)
      .values(rowOf(tenant, input))
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const id =
      made?.id ??
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.tenantId, tenant), eq(conversations.applicationId, input.applicationId)))
      )[0].id;
    await addParties(tx, tenant, id, input.userIds, input.organizationIds);
    return { id, created: Boolean(made) };
  });
}

import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { ProfileReplyState } from "../../../contract/volunteer-profiles";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../identity/identity.table";
import { organizations } from "../organizations/organizations.table";
import { profileReplies, volunteerProfiles } from "./volunteer-profiles.table";

export type ProfileReplyRecord = typeof profileReplies.$inferSelect;
export type ProfileReplyRow = ProfileReplyRecord & { organizationName: string; sender: string; volunteer: string };

/** Whose replies a user reads: those to his own profile, and those his organizations sent. */
export interface ReplyViewer {
  userId: number;
  organizationIds: number[];
}

export class OpenReplyExistsError extends Error {}

const selectRows = (tx: Transaction) =>
  tx
    .select({
      reply: profileReplies,
      organizationName: organizations.name,
      sender: sql<string>`coalesce((select first_name from ${users} where id = ${profileReplies.senderId}), '')`,
      volunteer: sql<string>`(select first_name || coalesce(' ' || nullif(left(last_name, 1), '') || '.', '') from ${users}
        where id = ${profileReplies.volunteerId})`,
    })
    .from(profileReplies)
    .innerJoin(organizations, eq(organizations.id, profileReplies.organizationId));

const flatten = (rows: { reply: ProfileReplyRecord; organizationName: string; sender: string; volunteer: string }[]) =>
  rows.map(({ reply, ...rest }): ProfileReplyRow => ({ ...reply, ...rest }));

const visibleTo = (viewer: ReplyViewer): SQL =>
  (viewer.organizationIds.length
    ? or(eq(profileReplies.volunteerId, viewer.userId), inArray(profileReplies.organizationId, viewer.organizationIds))
    : eq(profileReplies.volunteerId, viewer.userId)) as SQL;

export async function findReply(db: Database, tenant: TenantId, id: number): Promise<ProfileReplyRow | null> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await selectRows(tx).where(and(eq(profileReplies.tenantId, tenant), eq(profileReplies.id, id)));
    return flatten(rows)[0] ?? null;
  });
}

/** The replies the viewer received (box "received") or his organizations sent ("sent"), newest first. */
export async function listReplies(
  db: Database,
  tenant: TenantId,
  viewer: ReplyViewer,
  box: "received" | "sent" | "all",
  page: { number: number; size: number },
): Promise<{ rows: ProfileReplyRow[]; total: number }> {
  const own =
    box === "received"
      ? eq(profileReplies.volunteerId, viewer.userId)
      : box === "sent"
        ? viewer.organizationIds.length
          ? inArray(profileReplies.organizationId, viewer.organizationIds)
          : sql`false`
        : visibleTo(viewer);
  const where = and(eq(profileReplies.tenantId, tenant), own);
  return withTenant(db, tenant, async (tx) => {
    const rows = await selectRows(tx)
      .where(where)
      .orderBy(desc(profileReplies.createdAt), desc(profileReplies.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(profileReplies).where(where);
    return { rows: flatten(rows), total: counted?.total ?? 0 };
  });
}

/** A new open reply; a second open one of the organization to the same profile is refused. */
export async function createReply(
  db: Database,
  tenant: TenantId,
  input: { volunteerProfileId: number; organizationId: number; senderId: number; body: string },
  after?: (tx: Transaction, reply: ProfileReplyRecord) => Promise<void>,
): Promise<ProfileReplyRecord> {
  try {
    return await withTenant(db, tenant, async (tx) => {
      const [profile] = await tx
        .select({ userId: volunteerProfiles.userId })
        .from(volunteerProfiles)
        .where(eq(volunteerProfiles.id, input.volunteerProfileId));
      const [row] = await tx
        .insert(profileReplies)
        .values({ tenantId: tenant, ...input, volunteerId: profile.userId })
        .returning();
      if (after) await after(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OpenReplyExistsError();
    throw error;
  }
}

/** Moves an open reply on (answered or declined); false when it was no longer open, so it happens once. */
export async function closeReply(
  db: Database,
  tenant: TenantId,
  id: number,
  state: Exclude<ProfileReplyState, "open">,
): Promise<boolean> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .update(profileReplies)
      .set({ state, updatedAt: new Date() })
      .where(and(eq(profileReplies.id, id), eq(profileReplies.state, "open")))
      .returning({ id: profileReplies.id }),
  );
  return rows.length > 0;
}

export async function linkConversation(db: Database, tenant: TenantId, id: number, conversationId: number) {
  await withTenant(db, tenant, (tx) => tx.update(profileReplies).set({ conversationId }).where(eq(profileReplies.id, id)));
}

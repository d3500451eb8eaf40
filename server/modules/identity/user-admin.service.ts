import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Role, UserStatus } from "../../../contract/identity";
import { canTransitionUser } from "../../../contract/users";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { organizationMemberships } from "../organisations/organisations.table";
import { authTokens, userRoles, users } from "./identity.table";
import { rolesOf, type UserWithRoles } from "./users.service";

export interface UserFilter {
  search?: string;
  status?: UserStatus;
  withRole?: Role;
  organizationId?: number;
  centerId?: number;
}

export async function listUsers(db: Database, tenant: TenantId, filter: UserFilter, page: { number: number; size: number }) {
  const where: SQL[] = [eq(users.tenantId, tenant)];
  if (filter.centerId) where.push(eq(users.centerId, filter.centerId));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.search) {
    const term = `%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(users.email, term), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term)) as SQL);
  }
  const result = await withTenant(db, tenant, async (tx) => {
    if (filter.withRole) {
      const roleCondition = [eq(userRoles.userId, users.id), eq(userRoles.role, filter.withRole)];
      if (filter.organizationId) roleCondition.push(eq(userRoles.organizationId, filter.organizationId));
      where.push(
        exists(
          tx
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(...roleCondition)),
        ),
      );
    }
    if (filter.organizationId && !filter.withRole) {
      where.push(
        exists(
          tx
            .select({ one: sql`1` })
            .from(organizationMemberships)
            .where(
              and(
                eq(organizationMemberships.userId, users.id),
                eq(organizationMemberships.organizationId, filter.organizationId),
              ),
            ),
        ),
      );
    }
    const [{ total }] = await tx
      .select({ total: count() })
      .from(users)
      .where(and(...where));
    const rows = await tx
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows, total };
  });
  // After the transaction: PGlite has one connection, so a second transaction inside the first would wait forever.
  const roles = await rolesOf(
    db,
    tenant,
    result.rows.map((r) => r.id),
  );
  return { rows: result.rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] })), total: result.total };
}

export class UserTransitionError extends Error {
  constructor(
    readonly from: UserStatus,
    readonly to: UserStatus,
  ) {
    super(`user cannot go from ${from} to ${to}`);
  }
}

export async function changeUserStatus(db: Database, tenant: TenantId, actorId: number, target: UserWithRoles, to: UserStatus) {
  if (!canTransitionUser(target.status, to)) throw new UserTransitionError(target.status, to);
  if (target.status === to) return;
  await withTenant(db, tenant, async (tx) => {
    await tx.update(users).set({ status: to, updatedAt: new Date() }).where(eq(users.id, target.id));
    // Someone switched off or archived is signed out everywhere.
    if (to !== "active") await tx.delete(authTokens).where(eq(authTokens.userId, target.id));
    await recordAudit(
      db,
      tenant,
      {
        actorUserId: actorId,
        action: "user.status",
        subjectType: "user",
        subjectId: target.id,
        details: { from: target.status, to },
      },
      tx,
    );
  });
}

export async function addRole(
  db: Database,
  tenant: TenantId,
  actorId: number,
  userId: number,
  role: Role,
  organizationId: number | null,
) {
  await withTenant(db, tenant, async (tx) => {
    const inserted = await tx
      .insert(userRoles)
      .values({ tenantId: tenant, userId, role, organizationId })
      .onConflictDoNothing()
      .returning();
    if (organizationId) {
      await tx.insert(organizationMemberships).values({ tenantId: tenant, organizationId, userId }).onConflictDoNothing();
    }
    if (inserted.length) {
      await recordAudit(
        db,
        tenant,
        { actorUserId: actorId, action: "role.add", subjectType: "user", subjectId: userId, details: { role, organizationId } },
        tx,
      );
    }
  });
}

export async function removeRole(
  db: Database,
  tenant: TenantId,
  actorId: number,
  userId: number,
  role: Role,
  organizationId: number | null,
): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const removed = await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.role, role),
          organizationId ? eq(userRoles.organizationId, organizationId) : sql`${userRoles.organizationId} is null`,
        ),
      )
      .returning();
    if (removed.length) {
      await recordAudit(
        db,
        tenant,
        {
          actorUserId: actorId,
          action: "role.remove",
          subjectType: "user",
          subjectId: userId,
          details: { role, organizationId },
        },
        tx,
      );
    }
    return removed.length > 0;
  });
}

/** Deleting an account erases its personal data and keeps an anonymous, archived row for the records that refer to it. */
export async function anonymiseUser(db: Database, tenant: TenantId, actorId: number | null, userId: number): Promise<void> {
  await withTenant(db, tenant, async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        firstName: "Verwijderde",
        lastName: "gebruiker",
        phoneNumber: null,
        jobTitle: null,
        gender: null,
        passwordHash: null,
        status: "archived",
        digestDays: [],
        confirmationTokenHash: null,
        resetPasswordTokenHash: null,
        deletionTokenHash: null,
        calendarFeedTokenHash: null,
        deletionRequestedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(organizationMemberships).where(eq(organizationMemberships.userId, userId));
    await recordAudit(db, tenant, { actorUserId: actorId, action: "user.delete", subjectType: "user", subjectId: userId }, tx);
  });
}

import { and, eq, sql } from "drizzle-orm";
import type { Role, UserStatus } from "../../../contract/identity";
import { canTransitionUser } from "../../../contract/users";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { eraseProvidedData } from "./account-erasure";
import { authTokens, userRoles, users } from "./identity.table";
import type { UserWithRoles } from "./users.service";

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

/** Grants a role; given a transaction, inside it (the users module adds an organization role's membership there). */
export async function addRole(
  db: Database,
  tenant: TenantId,
  actorId: number,
  userId: number,
  role: Role,
  organizationId: number | null,
  tx?: Transaction,
) {
  const grant = async (tx: Transaction) => {
    const inserted = await tx
      .insert(userRoles)
      .values({ tenantId: tenant, userId, role, organizationId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      await recordAudit(
        db,
        tenant,
        { actorUserId: actorId, action: "role.add", subjectType: "user", subjectId: userId, details: { role, organizationId } },
        tx,
      );
    }
  };
  if (tx) await grant(tx);
  else await withTenant(db, tenant, grant);
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
    await eraseProvidedData(tx, tenant, userId);
    await recordAudit(db, tenant, { actorUserId: actorId, action: "user.delete", subjectType: "user", subjectId: userId }, tx);
  });
  // A contact person's name leaves the vacancy pages.
  publishChange(db, "users", tenant);
}

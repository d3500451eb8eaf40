import { and, eq, gt, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { users } from "./identity.table";
import { hashPassword } from "./passwords";
import { endOtherSessions, type KeptSession } from "./two-factor.service";
import { findUserByEmail, type UserRow } from "./users.service";

export const RESET_TOKEN_LIFESPAN_MS = 2 * 60 * 60 * 1000;

/** A single-use reset token for the account, or null when there is no account (the caller says nothing of that). */
export async function startPasswordReset(
  db: Database,
  tenant: TenantId,
  email: string,
): Promise<{ user: UserRow; token: string } | null> {
  const user = await findUserByEmail(db, tenant, email);
  if (!user || user.status === "archived") return null;
  return { user, token: await issueResetToken(db, tenant, user.id) };
}

/** A fresh single-use token for setting a password (reset link or invitation); it replaces any earlier one. */
export async function issueResetToken(db: Database, tenant: TenantId, userId: number): Promise<string> {
  const token = newSecretToken();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ resetPasswordTokenHash: hashSecretToken(token), resetPasswordSentAt: new Date() })
      .where(eq(users.id, userId)),
  );
  return token;
}

/** Sets the new password if the token is current; the token is spent, every device signs in again and none is remembered. */
export async function finishPasswordReset(
  db: Database,
  tenant: TenantId,
  token: string,
  password: string,
): Promise<UserRow | null> {
  const passwordHash = await hashPassword(password);
  return withTenant(db, tenant, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        resetPasswordTokenHash: null,
        resetPasswordSentAt: null,
        // An invited user becomes active (and confirmed) by choosing his first password through the invitation.
        status: sql`case when ${users.status} = 'invited' then 'active' else ${users.status} end`,
        confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(users.tenantId, tenant),
          eq(users.resetPasswordTokenHash, hashSecretToken(token)),
          gt(users.resetPasswordSentAt, new Date(Date.now() - RESET_TOKEN_LIFESPAN_MS)),
        ),
      )
      .returning();
    if (!user) return null;
    await endOtherSessions(tx, user.id);
    return user;
  });
}

/** A new password, signed in: his other sessions and remembered devices end, this one stays (issue 44 item 4). */
export async function changePassword(db: Database, tenant: TenantId, userId: number, password: string, keep: KeptSession) {
  const passwordHash = await hashPassword(password);
  await withTenant(db, tenant, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, keep);
  });
}

import { and, eq, gt } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { authTokens, users } from "./identity.table";
import { anonymiseUser } from "./user-admin.service";
import { findUserByEmail, type UserRow } from "./users.service";

export const DELETION_TOKEN_LIFESPAN_MS = 24 * 60 * 60 * 1000;

/** Signed out: a single-use link by e-mail proves the address is yours before anything is erased. */
export async function requestAccountDeletion(
  db: Database,
  tenant: TenantId,
  email: string,
): Promise<{ user: UserRow; token: string } | null> {
  const user = await findUserByEmail(db, tenant, email);
  if (!user || user.status === "archived") return null;
  const token = newSecretToken();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ deletionTokenHash: hashSecretToken(token), deletionRequestedAt: new Date() })
      .where(eq(users.id, user.id)),
  );
  return { user, token };
}

/** Erases the account behind a current deletion token; returns false for an unknown, spent or expired one. */
export async function confirmAccountDeletion(db: Database, tenant: TenantId, token: string): Promise<boolean> {
  const [user] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenant),
          eq(users.deletionTokenHash, hashSecretToken(token)),
          gt(users.deletionRequestedAt, new Date(Date.now() - DELETION_TOKEN_LIFESPAN_MS)),
        ),
      ),
  );
  if (!user) return false;
  await anonymiseUser(db, tenant, user.id, user.id);
  return true;
}

/** The devices a user is signed in on, newest first. */
export async function sessionsOf(db: Database, tenant: TenantId, userId: number) {
  return withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: authTokens.id,
        client: authTokens.client,
        userAgent: authTokens.userAgent,
        createdAt: authTokens.createdAt,
        expiresAt: authTokens.expiresAt,
        impersonatorUserId: authTokens.impersonatorUserId,
        impersonatorOperatorId: authTokens.impersonatorOperatorId,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userId)),
  );
}

export async function revokeSession(db: Database, tenant: TenantId, userId: number, tokenId: number): Promise<boolean> {
  const removed = await withTenant(db, tenant, (tx) =>
    tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.id, tokenId)))
      .returning({ id: authTokens.id }),
  );
  return removed.length > 0;
}

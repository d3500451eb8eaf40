import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { authTokens } from "./identity.table";

/** devise_token_auth's defaults: tokens live two weeks; we rotate after an hour, keeping the old one 30 s. */
export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
export const TOKEN_ROTATE_AFTER_MS = 60 * 60 * 1000;
export const PREVIOUS_TOKEN_GRACE_MS = 30 * 1000;

export interface IssuedToken {
  client: string;
  token: string;
  expiresAt: Date;
}

function sameHash(a: string, b: string | null): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A fresh token for a new device, or a replacement for an existing client. */
export async function issueToken(
  db: Database,
  tenant: TenantId,
  userId: number,
  userAgent: string | null,
  client?: string,
  impersonatorUserId: number | null = null,
): Promise<IssuedToken> {
  const issued = {
    client: client ?? randomBytes(16).toString("base64url"),
    token: newSecretToken(),
    expiresAt: new Date(Date.now() + TOKEN_LIFESPAN_MS),
  };
  await withTenant(db, tenant, (tx) =>
    tx
      .insert(authTokens)
      .values({
        tenantId: tenant,
        userId,
        client: issued.client,
        impersonatorUserId,
        tokenHash: hashSecretToken(issued.token),
        expiresAt: issued.expiresAt,
        userAgent: userAgent?.slice(0, 300),
      })
      .onConflictDoUpdate({
        target: [authTokens.userId, authTokens.client],
        set: {
          tokenHash: hashSecretToken(issued.token),
          previousTokenHash: null,
          previousValidUntil: null,
          issuedAt: new Date(),
          expiresAt: issued.expiresAt,
        },
      }),
  );
  return issued;
}

export type TokenMatch = { valid: false } | { valid: true; rotate: boolean };

type TokenRow = typeof authTokens.$inferSelect;

/** Whether token is the row's current token (or the previous one within its grace), and not expired. */
export function tokenMatches(row: TokenRow, token: string): TokenMatch {
  if (row.expiresAt.getTime() <= Date.now()) return { valid: false };
  const hashed = hashSecretToken(token);
  if (sameHash(hashed, row.tokenHash))
    return { valid: true, rotate: Date.now() - row.issuedAt.getTime() > TOKEN_ROTATE_AFTER_MS };
  const inGrace = row.previousValidUntil !== null && row.previousValidUntil.getTime() > Date.now();
  return inGrace && sameHash(hashed, row.previousTokenHash) ? { valid: true, rotate: false } : { valid: false };
}

/** A new token for the same client; the old one keeps working for a few seconds. */
export async function rotateToken(db: Database, tenant: TenantId, tokenId: number): Promise<IssuedToken | null> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFESPAN_MS);
  const rows = await withTenant(db, tenant, async (tx) => {
    const [current] = await tx.select().from(authTokens).where(eq(authTokens.id, tokenId)).limit(1);
    if (!current) return [];
    return tx
      .update(authTokens)
      .set({
        tokenHash: hashSecretToken(token),
        previousTokenHash: current.tokenHash,
        previousValidUntil: new Date(Date.now() + PREVIOUS_TOKEN_GRACE_MS),
        issuedAt: new Date(),
        // An operator's impersonation ends when it was meant to, however often its token turns over.
        expiresAt: current.impersonatorOperatorId === null ? expiresAt : current.expiresAt,
        lastUsedAt: new Date(),
      })
      .where(eq(authTokens.id, tokenId))
      .returning({ client: authTokens.client, expiresAt: authTokens.expiresAt });
  });
  return rows[0] ? { client: rows[0].client, token, expiresAt: rows[0].expiresAt } : null;
}

/** Sign-out: only this device's token goes. */
export async function revokeToken(db: Database, tenant: TenantId, userId: number, client: string): Promise<void> {
  await withTenant(db, tenant, (tx) =>
    tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client))),
  );
}

/** Tokens past their expiry can never authenticate again; returns how many went. */
export async function deleteExpiredTokens(db: Database, tenant: TenantId, now = new Date()): Promise<number> {
  const gone = await withTenant(db, tenant, (tx) =>
    tx.delete(authTokens).where(lt(authTokens.expiresAt, now)).returning({ id: authTokens.id }),
  );
  return gone.length;
}

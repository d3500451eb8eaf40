import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, ilike, inArray, isNotNull } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import type { IssuedToken } from "./auth-tokens.service";
import { authTokens, userRoles, users } from "./identity.table";
import { rolesOf, type UserRow } from "./users.service";

/**
 * A platform operator's impersonation of a tenant's user (issue 39; decision 26): an ordinary tenant session (a row in
 * auth_tokens, so everything that authenticates a user accepts it) marked with the operator, short-lived and never
 * rotated past its end. The operator's browser is on another host, so it does not get the session itself: it gets a
 * one-time handoff token, hashed at rest, which the tenant's host exchanges once for the session's cookies.
 */
export const OPERATOR_SESSION_MS = 60 * 60 * 1000;
export const HANDOFF_LIFESPAN_MS = 60 * 1000;

export interface StartedHandoff {
  handoffToken: string;
  handoffExpiresAt: Date;
  sessionExpiresAt: Date;
}

/** Writes the session (not yet usable: its token is known to nobody) and its handoff. */
export async function startOperatorImpersonation(
  db: Database,
  tenant: TenantId,
  input: { userId: number; operatorId: number; userAgent: string | null },
  now = new Date(),
): Promise<StartedHandoff> {
  const handoffToken = newSecretToken();
  const started = {
    handoffToken,
    handoffExpiresAt: new Date(now.getTime() + HANDOFF_LIFESPAN_MS),
    sessionExpiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS),
  };
  await withTenant(db, tenant, (tx) =>
    tx.insert(authTokens).values({
      tenantId: tenant,
      userId: input.userId,
      client: randomBytes(16).toString("base64url"),
      // Nobody knows this token: the session starts when the handoff is exchanged for a fresh one.
      tokenHash: hashSecretToken(newSecretToken()),
      expiresAt: started.sessionExpiresAt,
      userAgent: input.userAgent?.slice(0, 300),
      impersonatorOperatorId: input.operatorId,
      handoffTokenHash: hashSecretToken(handoffToken),
      handoffExpiresAt: started.handoffExpiresAt,
    }),
  );
  return started;
}

/**
 * Exchanges a handoff for the session's triple, once: the row is found by the handoff's hash while it is current,
 * the hash cleared and a fresh session token set in the same statement, so a second use finds nothing.
 */
export async function redeemHandoff(
  db: Database,
  tenant: TenantId,
  handoffToken: string,
): Promise<(IssuedToken & { uid: string; userId: number; operatorId: number }) | null> {
  const token = newSecretToken();
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .update(authTokens)
      .set({ handoffTokenHash: null, handoffExpiresAt: null, tokenHash: hashSecretToken(token), issuedAt: new Date() })
      .where(
        and(
          eq(authTokens.handoffTokenHash, hashSecretToken(handoffToken)),
          gt(authTokens.handoffExpiresAt, new Date()),
          gt(authTokens.expiresAt, new Date()),
          isNotNull(authTokens.impersonatorOperatorId),
        ),
      )
      .returning({
        userId: authTokens.userId,
        client: authTokens.client,
        expiresAt: authTokens.expiresAt,
        operatorId: authTokens.impersonatorOperatorId,
      });
    if (!row?.operatorId) return null;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) return null;
    return {
      client: row.client,
      token,
      expiresAt: row.expiresAt,
      uid: user.email,
      userId: row.userId,
      operatorId: row.operatorId,
    };
  });
}

/** The roles of a tenant's own people (not volunteers or organizations): whom an operator usually helps as. */
export const STAFF_ROLES: Role[] = ["admin", "center_superuser", "content_manager", "page_manager"];
const SEARCH_LIMIT = 20;

export interface StaffMatch {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: UserRow["status"];
  roles: Role[];
}

/** A tenant's active admins and staff whose e-mail contains q (all of them, without q): at most 20, by e-mail. */
export async function searchTenantStaff(db: Database, tenant: TenantId, q: string): Promise<StaffMatch[]> {
  const pattern = `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .selectDistinct({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        status: users.status,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          eq(users.tenantId, tenant),
          eq(users.status, "active"),
          inArray(userRoles.role, STAFF_ROLES),
          ilike(users.email, pattern),
        ),
      )
      .orderBy(asc(users.email))
      .limit(SEARCH_LIMIT),
  );
  const roles = await rolesOf(
    db,
    tenant,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, roles: [...new Set((roles.get(row.id) ?? []).map((role) => role.role))] }));
}

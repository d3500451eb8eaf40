import { and, asc, eq } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant } from "../../db/client";
import { tokenMatches } from "./auth-tokens.service";
import { authTokens, userRoles, users } from "./identity.table";
import { canSignIn } from "./sign-in.service";
import { normaliseEmail, type UserWithRoles } from "./users.service";

export interface TokenSession {
  user: UserWithRoles;
  tokenId: number;
  /** The token is old enough to be replaced on this request. */
  rotate: boolean;
  /** The tenant admin who is signed in as this user, if any. */
  impersonatorUserId: number | null;
}

/**
 * Every API request of a signed-in user comes through here, so it is two plain reads that each name the tenant:
 * the user joined with this device's token, then the user's roles (no transaction: a quarter of the round trips).
 */
export function authenticateToken(
  db: Database,
  tenant: TenantId,
  config: AppConfig,
  triple: { uid: string; client: string; token: string },
): Promise<TokenSession | null> {
  return readNamingTenant(db, async (reader) => {
    const [row] = await reader
      .select({ user: users, token: authTokens })
      .from(users)
      .innerJoin(authTokens, and(eq(authTokens.userId, users.id), eq(authTokens.client, triple.client)))
      .where(and(eq(users.tenantId, tenant), eq(users.email, normaliseEmail(triple.uid))))
      .limit(1);
    if (!row || !canSignIn(row.user, config)) return null;
    const match = tokenMatches(row.token, triple.token);
    if (!match.valid) return null;
    const roles = await reader
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenant), eq(userRoles.userId, row.user.id)))
      .orderBy(asc(userRoles.id));
    return {
      user: { ...row.user, roles },
      tokenId: row.token.id,
      rotate: match.rotate,
      impersonatorUserId: row.token.impersonatorUserId,
    };
  });
}

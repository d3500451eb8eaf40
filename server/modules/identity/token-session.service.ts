import { and, asc, eq, sql } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
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
  /** The platform operator who is signed in as this user, if any. */
  impersonatorOperatorId: number | null;
}

const sessionRows = preparedOnce((db) =>
  db
    .select({ user: users, token: authTokens, role: userRoles })
    .from(users)
    .innerJoin(authTokens, and(eq(authTokens.userId, users.id), eq(authTokens.client, sql.placeholder("client"))))
    .leftJoin(userRoles, and(eq(userRoles.tenantId, sql.placeholder("tenant")), eq(userRoles.userId, users.id)))
    .where(and(eq(users.tenantId, sql.placeholder("tenant")), eq(users.email, sql.placeholder("email"))))
    .orderBy(asc(userRoles.id))
    .prepare("authenticate_token"),
);

/**
 * Every API request of a signed-in user comes through here, so it is one plain read that names the tenant: the user
 * joined with this device's token and with the user's roles, a row per role (no transaction, one round trip).
 */
export async function authenticateToken(
  db: Database,
  tenant: TenantId,
  config: AppConfig,
  triple: { uid: string; client: string; token: string },
): Promise<TokenSession | null> {
  const rows = await readNamingTenant(db, (reader) =>
    sessionRows(reader).execute({ tenant, client: triple.client, email: normaliseEmail(triple.uid) }),
  );
  const [row] = rows;
  if (!row || !canSignIn(row.user, config)) return null;
  const match = tokenMatches(row.token, triple.token);
  if (!match.valid) return null;
  return {
    user: { ...row.user, roles: rows.flatMap(({ role }) => (role ? [role] : [])) },
    tokenId: row.token.id,
    rotate: match.rotate,
    impersonatorUserId: row.token.impersonatorUserId,
    impersonatorOperatorId: row.token.impersonatorOperatorId,
  };
}

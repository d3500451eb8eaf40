import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { type IssuedToken, TOKEN_LIFESPAN_MS } from "./auth-tokens.service";
import { authTokens } from "./identity.table";
import { platformOperators, platformOperatorTokens, platformOperatorTwoFactorTokens } from "./operators.table";
import { RESET_TOKEN_LIFESPAN_MS } from "./password-reset.service";
import { hashPassword, verifyPassword } from "./passwords";
import { normaliseEmail } from "./users.service";

/**
 * The platform's operators (decision 26): accounts of no tenant, read and written on the server's own connection
 * (their tables are not a tenant's). The same protocol as a user's: argon2id passwords, the devise_token_auth triple
 * with SHA-256 hashed tokens, a single-use link to set the password.
 */
export type OperatorRow = typeof platformOperators.$inferSelect;

export interface AuthTriple {
  uid: string;
  client: string;
  token: string;
}

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(platformOperators)
    .where(eq(platformOperators.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

/** A new operator; with a password (the demo seed) he may sign in at once, without one he sets it through a link. */
export async function createOperator(
  db: Database,
  input: { email: string; name: string; locale?: "nl" | "en"; password?: string },
): Promise<OperatorRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await db
    .insert(platformOperators)
    .values({ email: normaliseEmail(input.email), name: input.name, locale: input.locale ?? "nl", passwordHash })
    .returning();
  return row;
}

/** A fresh single-use token to set the operator's password; it replaces any earlier one and lasts two hours. */
export async function issueOperatorResetToken(db: Database, operatorId: number): Promise<string> {
  const token = newSecretToken();
  await db
    .update(platformOperators)
    .set({ resetPasswordTokenHash: hashSecretToken(token), resetPasswordSentAt: new Date() })
    .where(eq(platformOperators.id, operatorId));
  return token;
}

/** Sets the password if the token is current; the token is spent, every device of his signs in again, none is remembered. */
export async function finishOperatorPasswordReset(db: Database, token: string, password: string): Promise<OperatorRow | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(platformOperators)
      .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(platformOperators.resetPasswordTokenHash, hashSecretToken(token)),
          gt(platformOperators.resetPasswordSentAt, new Date(Date.now() - RESET_TOKEN_LIFESPAN_MS)),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.delete(platformOperatorTokens).where(eq(platformOperatorTokens.operatorId, row.id));
    await tx.delete(platformOperatorTwoFactorTokens).where(eq(platformOperatorTwoFactorTokens.operatorId, row.id));
    return row;
  });
}

export async function issueOperatorToken(db: Database, operatorId: number, userAgent: string | null): Promise<IssuedToken> {
  const issued = {
    client: randomBytes(16).toString("base64url"),
    token: newSecretToken(),
    expiresAt: new Date(Date.now() + TOKEN_LIFESPAN_MS),
  };
  await db.insert(platformOperatorTokens).values({
    operatorId,
    client: issued.client,
    tokenHash: hashSecretToken(issued.token),
    expiresAt: issued.expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return issued;
}

export async function revokeOperatorToken(db: Database, operatorId: number, client: string): Promise<void> {
  await db
    .delete(platformOperatorTokens)
    .where(and(eq(platformOperatorTokens.operatorId, operatorId), eq(platformOperatorTokens.client, client)));
}

/** An operator's tokens past their expiry can never authenticate again; returns how many went. */
export async function deleteExpiredOperatorTokens(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(platformOperatorTokens)
    .where(lt(platformOperatorTokens.expiresAt, now))
    .returning({ id: platformOperatorTokens.id });
  return gone.length;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The operator whose current (unexpired) token this triple carries, or null. */
export async function authenticateOperator(db: Database, triple: AuthTriple): Promise<OperatorRow | null> {
  const [row] = await db
    .select({ operator: platformOperators, token: platformOperatorTokens })
    .from(platformOperators)
    .innerJoin(
      platformOperatorTokens,
      and(eq(platformOperatorTokens.operatorId, platformOperators.id), eq(platformOperatorTokens.client, triple.client)),
    )
    .where(eq(platformOperators.email, normaliseEmail(triple.uid)))
    .limit(1);
  if (!row || row.token.expiresAt.getTime() <= Date.now()) return null;
  return sameHash(hashSecretToken(triple.token), row.token.tokenHash) ? row.operator : null;
}

/**
 * Whether the triple is a tenant user's current session, of whichever tenant (the operator host knows none): such a
 * caller is refused with a 403, where a stranger gets a 401. Read on the server's own connection, by the token's hash.
 */
export async function isTenantSession(db: Database, triple: AuthTriple): Promise<boolean> {
  const hashed = hashSecretToken(triple.token);
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.client, triple.client),
        or(eq(authTokens.tokenHash, hashed), eq(authTokens.previousTokenHash, hashed)),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The operator whose e-mail and password these are, or null; an unknown one costs the same as a wrong password. */
export async function verifyOperatorPassword(db: Database, email: string, password: string): Promise<OperatorRow | null> {
  const operator = await findOperatorByEmail(db, email);
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, password);
  return operator && passwordOk ? operator : null;
}

export async function findOperatorById(db: Database, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(platformOperators).where(eq(platformOperators.id, id)).limit(1);
  return row ?? null;
}

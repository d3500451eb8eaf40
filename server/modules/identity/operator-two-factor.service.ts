import { and, eq, sql } from "drizzle-orm";
import { TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_REMEMBER_DAYS, type TwoFactorSetup } from "../../../contract/two-factor";
import type { SecretKeys } from "../../config/secret-keys";
import type { Database } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { qrSvg, totpUri } from "../../security/totp";
import { platformOperatorTokens, platformOperatorTwoFactors, platformOperatorTwoFactorTokens } from "./operators.table";
import type { SecondStep } from "./two-factor.service";
import { checkCode, hashRecoveryCode, liveTokenWhere, newRecoveryCodes, newSealedTotpSecret } from "./two-factor-codes.service";

/**
 * A platform operator's two-step sign-in (issue 44 item 4): a user's protocol and rules (two-factor.service.ts), on the
 * platform's own tables and the server's own connection. Every operator must have it: until he has set it up, the
 * operator API lets him do nothing else (platform.middleware.ts).
 */
export type OperatorTwoFactorRow = typeof platformOperatorTwoFactors.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const table = platformOperatorTwoFactors;
const tokens = platformOperatorTwoFactorTokens;

export async function findOperatorTwoFactor(db: Database, operatorId: number): Promise<OperatorTwoFactorRow | null> {
  const [row] = await db.select().from(table).where(eq(table.operatorId, operatorId)).limit(1);
  return row ?? null;
}

export const operatorHasTwoFactor = async (db: Database, operatorId: number) =>
  (await findOperatorTwoFactor(db, operatorId))?.confirmedAt != null;

/** A new secret to scan (null while one is in force: only a reset by `npm run operator` replaces it). */
export async function startOperatorTwoFactorSetup(
  db: Database,
  keys: SecretKeys,
  operator: { id: number; email: string },
  issuer: string,
): Promise<TwoFactorSetup | null> {
  const { secret, sealed } = newSealedTotpSecret(keys);
  const rows = await db
    .insert(table)
    .values({ operatorId: operator.id, secret: sealed })
    .onConflictDoUpdate({
      target: table.operatorId,
      set: { secret: sealed, recoveryCodeHashes: [], lastUsedStep: null, createdAt: new Date() },
      setWhere: sql`${table.confirmedAt} is null`,
    })
    .returning({ id: table.id });
  if (rows.length === 0) return null;
  const uri = totpUri(secret, issuer, operator.email);
  return { secret, uri, qrSvg: qrSvg(uri) };
}

/** The first code of the app turns it on: the recovery codes, this once; null when the code is wrong. */
export async function confirmOperatorTwoFactor(db: Database, keys: SecretKeys, operatorId: number, code: string) {
  const row = await findOperatorTwoFactor(db, operatorId);
  const checked = row && checkCode(keys, row, code, false);
  if (!row || checked?.kind !== "app") return null;
  const codes = newRecoveryCodes();
  await db
    .update(table)
    .set({ confirmedAt: new Date(), lastUsedStep: checked.step, recoveryCodeHashes: codes.map(hashRecoveryCode) })
    .where(eq(table.id, row.id));
  return codes;
}

/** As verifySecondStep: each time step once, each recovery code once, written only where the row is as it was read. */
export async function verifyOperatorSecondStep(
  db: Database,
  keys: SecretKeys,
  operatorId: number,
  code: string,
): Promise<SecondStep> {
  const row = await findOperatorTwoFactor(db, operatorId);
  const checked = row && checkCode(keys, row, code);
  if (!row || !checked) return { ok: false };
  if (checked.kind === "app") {
    const used = await db
      .update(table)
      .set({ lastUsedStep: checked.step })
      .where(and(eq(table.id, row.id), sql`coalesce(${table.lastUsedStep}, -1) = ${row.lastUsedStep ?? -1}`))
      .returning({ id: table.id });
    return used.length ? { ok: true, recoveryCodesLeft: null } : { ok: false };
  }
  const left = await db
    .update(table)
    .set({ recoveryCodeHashes: sql`array_remove(${table.recoveryCodeHashes}, ${checked.hash})` })
    .where(and(eq(table.id, row.id), sql`${checked.hash} = any(${table.recoveryCodeHashes})`))
    .returning({ codes: table.recoveryCodeHashes });
  return left[0] ? { ok: true, recoveryCodesLeft: left[0].codes.length } : { ok: false };
}

export async function replaceOperatorRecoveryCodes(db: Database, operatorId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db
    .update(table)
    .set({ recoveryCodeHashes: codes.map(hashRecoveryCode) })
    .where(eq(table.operatorId, operatorId));
  return codes;
}

/**
 * `npm run operator -- reset-two-factor`: his two-step sign-in, remembered devices and every session go; he signs in
 * with his password again and must set it up anew before anything else. False when he had none.
 */
export async function resetOperatorTwoFactor(db: Database, operatorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(platformOperatorTokens).where(eq(platformOperatorTokens.operatorId, operatorId));
    await tx.delete(tokens).where(eq(tokens.operatorId, operatorId));
    const gone = await tx.delete(table).where(eq(table.operatorId, operatorId)).returning({ id: table.id });
    return gone.length > 0;
  });
}

async function issueToken(db: Database, operatorId: number, kind: "challenge" | "device", ms: number) {
  const token = newSecretToken();
  await db.insert(tokens).values({ operatorId, kind, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + ms) });
  return token;
}

export const issueOperatorChallenge = (db: Database, operatorId: number) =>
  issueToken(db, operatorId, "challenge", TWO_FACTOR_CHALLENGE_MINUTES * 60_000);

export async function challengedOperatorId(db: Database, challenge: string): Promise<number | null> {
  const [row] = await db
    .select({ operatorId: tokens.operatorId })
    .from(tokens)
    .where(liveTokenWhere(tokens, "challenge", challenge))
    .limit(1);
  return row?.operatorId ?? null;
}

export async function consumeOperatorChallenge(db: Database, challenge: string): Promise<boolean> {
  const gone = await db
    .delete(tokens)
    .where(liveTokenWhere(tokens, "challenge", challenge))
    .returning({ id: tokens.id });
  return gone.length > 0;
}

export const rememberOperatorDevice = (db: Database, operatorId: number) =>
  issueToken(db, operatorId, "device", TWO_FACTOR_REMEMBER_DAYS * DAY_MS);

export async function isRememberedOperatorDevice(db: Database, operatorId: number, token: string | undefined) {
  if (!token) return false;
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(liveTokenWhere(tokens, "device", token), eq(tokens.operatorId, operatorId)))
    .limit(1);
  return row !== undefined;
}

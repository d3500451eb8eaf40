import { and, eq, ne, sql } from "drizzle-orm";
import {
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_REMEMBER_DAYS,
  TWO_FACTOR_STAFF_ROLES,
  type TwoFactorSetup,
} from "../../../contract/two-factor";
import type { SecretKeys } from "../../config/secret-keys";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { qrSvg, totpUri } from "../../security/totp";
import { recordAudit } from "../audit/audit.service";
import { authTokens } from "./identity.table";
import { twoFactorTokens, userTwoFactors } from "./two-factor.table";
import { checkCode, hashRecoveryCode, liveTokenWhere, newRecoveryCodes, newSealedTotpSecret } from "./two-factor-codes.service";
import type { UserWithRoles } from "./users.service";

export type TwoFactorRow = typeof userTwoFactors.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tenant's switch makes two-step sign-in compulsory for its staff (decision 29). */
export const twoFactorRequired = (switchOn: boolean, user: Pick<UserWithRoles, "roles">) =>
  switchOn && user.roles.some((r) => (TWO_FACTOR_STAFF_ROLES as readonly string[]).includes(r.role));

export async function findTwoFactor(db: Database, tenant: TenantId, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx.select().from(userTwoFactors).where(eq(userTwoFactors.userId, userId)).limit(1),
  );
  return row ?? null;
}

/** Whether the user's two-step sign-in is in force (set up and confirmed). */
export const hasTwoFactor = async (db: Database, tenant: TenantId, userId: number) =>
  (await findTwoFactor(db, tenant, userId))?.confirmedAt != null;

/** A new secret to scan; one already in force stays until it is turned off (null then). */
export async function startTwoFactorSetup(
  db: Database,
  keys: SecretKeys,
  tenant: TenantId,
  user: Pick<UserWithRoles, "id" | "email">,
  issuer: string,
): Promise<TwoFactorSetup | null> {
  const { secret, sealed } = newSealedTotpSecret(keys);
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .insert(userTwoFactors)
      .values({ tenantId: tenant, userId: user.id, secret: sealed })
      .onConflictDoUpdate({
        target: userTwoFactors.userId,
        set: { secret: sealed, recoveryCodeHashes: [], lastUsedStep: null, createdAt: new Date() },
        setWhere: sql`${userTwoFactors.confirmedAt} is null`,
      })
      .returning({ id: userTwoFactors.id }),
  );
  if (rows.length === 0) return null;
  const uri = totpUri(secret, issuer, user.email);
  return { secret, uri, qrSvg: qrSvg(uri) };
}

/** Confirms set-up with a code of the app: the recovery codes, shown this once; null when the code is wrong. */
export async function confirmTwoFactor(
  db: Database,
  keys: SecretKeys,
  tenant: TenantId,
  userId: number,
  code: string,
): Promise<string[] | null> {
  const row = await findTwoFactor(db, tenant, userId);
  const checked = row && checkCode(keys, row, code, false);
  if (!row || checked?.kind !== "app") return null;
  const step = checked.step;
  const codes = newRecoveryCodes();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(userTwoFactors)
      .set({ confirmedAt: new Date(), lastUsedStep: step, recoveryCodeHashes: codes.map(hashRecoveryCode) })
      .where(eq(userTwoFactors.id, row.id)),
  );
  return codes;
}

export type SecondStep = { ok: false } | { ok: true; recoveryCodesLeft: number | null };

/**
 * A code of the app (each time step once) or a recovery code (struck out): whether it passes. The row is updated
 * only where it still holds what was read, so two requests cannot both use the same code. A secret the installation's
 * keys do not open throws TwoFactorKeyError (a recovery code still passes then).
 */
export async function verifySecondStep(
  db: Database,
  keys: SecretKeys,
  tenant: TenantId,
  userId: number,
  code: string,
): Promise<SecondStep> {
  const row = await findTwoFactor(db, tenant, userId);
  const checked = row && checkCode(keys, row, code);
  if (!row || !checked) return { ok: false };
  if (checked.kind === "app") {
    const step = checked.step;
    const used = await withTenant(db, tenant, (tx) =>
      tx
        .update(userTwoFactors)
        .set({ lastUsedStep: step })
        .where(and(eq(userTwoFactors.id, row.id), sql`coalesce(${userTwoFactors.lastUsedStep}, -1) = ${row.lastUsedStep ?? -1}`))
        .returning({ id: userTwoFactors.id }),
    );
    return used.length ? { ok: true, recoveryCodesLeft: null } : { ok: false };
  }
  const hash = checked.hash;
  const left = await withTenant(db, tenant, (tx) =>
    tx
      .update(userTwoFactors)
      .set({ recoveryCodeHashes: sql`array_remove(${userTwoFactors.recoveryCodeHashes}, ${hash})` })
      .where(and(eq(userTwoFactors.id, row.id), sql`${hash} = any(${userTwoFactors.recoveryCodeHashes})`))
      .returning({ codes: userTwoFactors.recoveryCodeHashes }),
  );
  return left[0] ? { ok: true, recoveryCodesLeft: left[0].codes.length } : { ok: false };
}

/** Ten new recovery codes in place of the old ones. */
export async function replaceRecoveryCodes(db: Database, tenant: TenantId, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(userTwoFactors)
      .set({ recoveryCodeHashes: codes.map(hashRecoveryCode) })
      .where(eq(userTwoFactors.userId, userId)),
  );
  return codes;
}

/** What stays when a person's other sessions end: the session and the remembered device making the change. */
export interface KeptSession {
  client?: string;
  device?: string;
}

/**
 * Ends a person's sessions and remembered devices but the ones kept (issue 44 item 4): after a reset of his two-step
 * sign-in or of his password, a token or device from before no longer signs anybody in.
 */
export async function endOtherSessions(tx: Transaction, userId: number, keep: KeptSession = {}) {
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), keep.client ? ne(authTokens.client, keep.client) : undefined));
  await tx
    .delete(twoFactorTokens)
    .where(
      and(
        eq(twoFactorTokens.userId, userId),
        keep.device ? ne(twoFactorTokens.tokenHash, hashSecretToken(keep.device)) : undefined,
      ),
    );
}

/** Turns it off: the secret, the recovery codes, the remembered devices and every other session go. */
export async function removeTwoFactor(db: Database, tenant: TenantId, userId: number, keepClient?: string): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    await endOtherSessions(tx, userId, { client: keepClient });
    const gone = await tx.delete(userTwoFactors).where(eq(userTwoFactors.userId, userId)).returning({ id: userTwoFactors.id });
    return gone.length > 0;
  });
}

/** A higher role resets someone's two-step sign-in (he sets it up anew, signed out everywhere), audited as two_factor.reset. */
export async function resetTwoFactor(db: Database, tenant: TenantId, actorUserId: number, targetUserId: number) {
  await removeTwoFactor(db, tenant, targetUserId);
  await recordAudit(db, tenant, { actorUserId, action: "two_factor.reset", subjectType: "user", subjectId: targetUserId });
}

async function issueTwoFactorToken(db: Database, tenant: TenantId, userId: number, kind: "challenge" | "device", ms: number) {
  const token = newSecretToken();
  await withTenant(db, tenant, (tx) =>
    tx.insert(twoFactorTokens).values({
      tenantId: tenant,
      userId,
      kind,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + ms),
    }),
  );
  return token;
}

const liveToken = (kind: "challenge" | "device", token: string) => liveTokenWhere(twoFactorTokens, kind, token);

/** The sign-in's second step waits on this: five minutes, used once. */
export const issueChallenge = (db: Database, tenant: TenantId, userId: number) =>
  issueTwoFactorToken(db, tenant, userId, "challenge", TWO_FACTOR_CHALLENGE_MINUTES * 60_000);

/** The user a live challenge is for, or null. */
export async function challengedUserId(db: Database, tenant: TenantId, challenge: string): Promise<number | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx.select({ userId: twoFactorTokens.userId }).from(twoFactorTokens).where(liveToken("challenge", challenge)).limit(1),
  );
  return row?.userId ?? null;
}

/** Uses the challenge up; false when another request did first. */
export async function consumeChallenge(db: Database, tenant: TenantId, challenge: string): Promise<boolean> {
  const gone = await withTenant(db, tenant, (tx) =>
    tx.delete(twoFactorTokens).where(liveToken("challenge", challenge)).returning({ id: twoFactorTokens.id }),
  );
  return gone.length > 0;
}

/** This device skips the second step for 30 days. */
export const rememberDevice = (db: Database, tenant: TenantId, userId: number) =>
  issueTwoFactorToken(db, tenant, userId, "device", TWO_FACTOR_REMEMBER_DAYS * DAY_MS);

export async function isRememberedDevice(db: Database, tenant: TenantId, userId: number, token: string | undefined) {
  if (!token) return false;
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: twoFactorTokens.id })
      .from(twoFactorTokens)
      .where(and(liveToken("device", token), eq(twoFactorTokens.userId, userId)))
      .limit(1),
  );
  return row !== undefined;
}

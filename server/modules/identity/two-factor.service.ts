import { and, eq, gt, sql } from "drizzle-orm";
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_REMEMBER_DAYS,
  TWO_FACTOR_STAFF_ROLES,
  type TwoFactorSetup,
} from "../../../contract/two-factor";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { newRecoveryCode, newTotpSecret, normaliseRecoveryCode, qrSvg, totpStep, totpUri } from "../../security/totp";
import { recordAudit } from "../audit/audit.service";
import { twoFactorTokens, userTwoFactors } from "./two-factor.table";
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
  tenant: TenantId,
  user: Pick<UserWithRoles, "id" | "email">,
  issuer: string,
): Promise<TwoFactorSetup | null> {
  const secret = newTotpSecret();
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .insert(userTwoFactors)
      .values({ tenantId: tenant, userId: user.id, secret })
      .onConflictDoUpdate({
        target: userTwoFactors.userId,
        set: { secret, recoveryCodeHashes: [], lastUsedStep: null, createdAt: new Date() },
        setWhere: sql`${userTwoFactors.confirmedAt} is null`,
      })
      .returning({ id: userTwoFactors.id }),
  );
  if (rows.length === 0) return null;
  const uri = totpUri(secret, issuer, user.email);
  return { secret, uri, qrSvg: qrSvg(uri) };
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
const hashRecoveryCode = (code: string) => hashSecretToken(normaliseRecoveryCode(code));

/** Confirms set-up with a code of the app: the recovery codes, shown this once; null when the code is wrong. */
export async function confirmTwoFactor(db: Database, tenant: TenantId, userId: number, code: string): Promise<string[] | null> {
  const row = await findTwoFactor(db, tenant, userId);
  if (!row || row.confirmedAt) return null;
  const step = totpStep(row.secret, code);
  if (step === null) return null;
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
 * only where it still holds what was read, so two requests cannot both use the same code.
 */
export async function verifySecondStep(db: Database, tenant: TenantId, userId: number, code: string): Promise<SecondStep> {
  const row = await findTwoFactor(db, tenant, userId);
  if (!row?.confirmedAt) return { ok: false };
  const step = /^\d{6}$/.test(code.replace(/\s/g, "")) ? totpStep(row.secret, code) : null;
  if (step !== null) {
    if (row.lastUsedStep !== null && step <= row.lastUsedStep) return { ok: false };
    const used = await withTenant(db, tenant, (tx) =>
      tx
        .update(userTwoFactors)
        .set({ lastUsedStep: step })
        .where(and(eq(userTwoFactors.id, row.id), sql`coalesce(${userTwoFactors.lastUsedStep}, -1) = ${row.lastUsedStep ?? -1}`))
        .returning({ id: userTwoFactors.id }),
    );
    return used.length ? { ok: true, recoveryCodesLeft: null } : { ok: false };
  }
  const hash = hashRecoveryCode(code);
  if (!row.recoveryCodeHashes.includes(hash)) return { ok: false };
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

/** Turns it off: the secret, the recovery codes and the remembered devices go. */
export async function removeTwoFactor(db: Database, tenant: TenantId, userId: number): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    await tx.delete(twoFactorTokens).where(eq(twoFactorTokens.userId, userId));
    const gone = await tx.delete(userTwoFactors).where(eq(userTwoFactors.userId, userId)).returning({ id: userTwoFactors.id });
    return gone.length > 0;
  });
}

/** A higher role resets someone's two-step sign-in (he sets it up anew), audited as two_factor.reset. */
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

const liveToken = (kind: "challenge" | "device", token: string) =>
  and(
    eq(twoFactorTokens.kind, kind),
    eq(twoFactorTokens.tokenHash, hashSecretToken(token)),
    gt(twoFactorTokens.expiresAt, new Date()),
  );

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

import { and, eq, gt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_DEVICE_COOKIE, TWO_FACTOR_DEVICE_HEADER } from "../../../contract/two-factor";
import type { SecretKeys } from "../../config/secret-keys";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { openSecret, SecretBoxError, sealSecret } from "../../security/secret-box";
import { hashSecretToken } from "../../security/secret-token";
import { newRecoveryCode, newTotpSecret, normaliseRecoveryCode, totpStep } from "../../security/totp";

/**
 * What a user's and an operator's two-step sign-in share (issue 44): the sealed secret, the recovery codes, and
 * which of the two a code is. Each keeps its rows in its own tables; this decides, they write.
 */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
export const hashRecoveryCode = (code: string) => hashSecretToken(normaliseRecoveryCode(code));

/** A fresh secret, plain for the app (shown once) and sealed for the table. */
export function newSealedTotpSecret(keys: SecretKeys) {
  const secret = newTotpSecret();
  return { secret, sealed: sealSecret(keys, secret) };
}

/** The secret cannot be opened with the installation's keys: the caller fails closed and says so in the log. */
export class TwoFactorKeyError extends Error {}

function openTotpSecret(keys: SecretKeys, sealed: string): string {
  try {
    return openSecret(keys, sealed);
  } catch (error) {
    if (error instanceof SecretBoxError) throw new TwoFactorKeyError(`the two-step sign-in secret: ${error.message}`);
    throw error;
  }
}

interface SecondStepRow {
  secret: string;
  confirmedAt: Date | null;
  recoveryCodeHashes: string[];
  lastUsedStep: number | null;
}

export type CheckedCode = { kind: "app"; step: number } | { kind: "recovery"; hash: string } | null;

/** A code of the app (a time step after the last one used) or one of the recovery codes; null when neither. */
export function checkCode(keys: SecretKeys, row: SecondStepRow, code: string, confirmed = true): CheckedCode {
  if (confirmed !== (row.confirmedAt !== null)) return null;
  if (/^\d{6}$/.test(code.replace(/\s/g, ""))) {
    const step = totpStep(openTotpSecret(keys, row.secret), code);
    if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return null;
    return { kind: "app", step };
  }
  const hash = hashRecoveryCode(code);
  return confirmed && row.recoveryCodeHashes.includes(hash) ? { kind: "recovery", hash } : null;
}

/** Where a challenge or a remembered device's token is current, in either token table. */
export const liveTokenWhere = (
  table: { kind: PgColumn; tokenHash: PgColumn; expiresAt: PgColumn },
  kind: "challenge" | "device",
  token: string,
) => and(eq(table.kind, kind), eq(table.tokenHash, hashSecretToken(token)), gt(table.expiresAt, new Date()));

/**
 * Runs work that opens a secret; when the installation's keys cannot, the request fails closed: a refusal on the
 * code's field (a recovery code still works) and an error in the log that names the cause, never a 500.
 */
export async function failingClosed<T>(c: Context<AppEnv>, status: 401 | 422, pointer: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof TwoFactorKeyError)) throw error;
    c.var.log.error({ err: error }, "two-step sign-in refused: ENCRYPTION_KEYS lacks the key that sealed the secret");
    const detail = c.var.t("api-errors:detail.twoFactorUnavailable");
    throw new AppError(status, "two_factor_unavailable", detail, [{ detail, source: { pointer } }]);
  }
}

/** The remembered device's token the request carries: the header (API clients), else the web app's cookie. */
export const deviceOf = (c: Context<AppEnv>) => c.req.header(TWO_FACTOR_DEVICE_HEADER) ?? getCookie(c, TWO_FACTOR_DEVICE_COOKIE);

/** Where a signed-in person's code is in the body of /two_factor/confirm, .../recovery_codes, .../disable. */
export const CODE_POINTER = "/data/attributes/code";

/** A wrong code of a signed-in person is a 422 on the code's field (the sign-in limits count them at sign-in). */
export const wrongCode = (c: Context<AppEnv>) => {
  const detail = c.var.t("api-errors:detail.twoFactorCodeInvalid");
  return new AppError(422, "invalid_two_factor_code", detail, [{ detail, source: { pointer: CODE_POINTER } }]);
};

import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

/** RFC 6238 as every authenticator app has it: SHA-1, 6 digits, 30 s; a code of the step before or after passes too. */
const totpOf = (secret: string, issuer = "", label = "") =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app scans; the issuer names the site, the label the account. */
export const totpUri = (secret: string, issuer: string, label: string) => totpOf(secret, issuer, label).toString();

/** The time step the code belongs to (now, or one step either side), or null when it is none of them. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code.replace(/\s/g, ""), timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The URI as a QR code, drawn here (no service outside is asked). */
export const qrSvg = (text: string) => renderSVG(text, { pixelSize: 4, border: 2 });

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code: ten characters without look-alikes (about 49 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The form a recovery code is compared in: lower case, without dashes and spaces. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

import { z } from "zod";

/** Two-step sign-in (issue 44, item 4): TOTP codes (RFC 6238) from an authenticator app, or a recovery code. */

/** Six digits from the app; a recovery code is ten letters and digits, dashes and spaces allowed. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(6)
  .max(24)
  .regex(/^[0-9A-Za-z -]+$/);

/** POST /auth/two_factor: the challenge the sign-in answered and a code; `remember` keeps this device for 30 days. */
export const twoFactorSignInSchema = z.object({
  challenge: z.string().min(16).max(100),
  code: twoFactorCodeSchema,
  remember: z.boolean().optional(),
});

/** POST /api/v1/two_factor/confirm (and turning it off, new recovery codes): a code of the app. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });

/** How long a remembered device skips the second step, and how long a challenge lasts. */
export const TWO_FACTOR_REMEMBER_DAYS = 30;
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** The header (API clients) and cookie (the web app) of a remembered device. */
export const TWO_FACTOR_DEVICE_HEADER = "two-factor-device";
export const TWO_FACTOR_DEVICE_COOKIE = "two_factor_device";

/** The roles that must use two-step sign-in where the tenant switches it on. */
export const TWO_FACTOR_STAFF_ROLES = ["admin", "center_superuser", "content_manager"] as const;

/** GET /api/v1/two_factor: the signed-in user's two-step sign-in. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The tenant requires it of this user: he cannot turn it off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/v1/two_factor: a new secret to scan, not yet in force until confirmed. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** The URI as a QR code (SVG), made on the server. */
  qrSvg: string;
}

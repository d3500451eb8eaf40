import { z } from "zod";
import { wireDate } from "./wire";

// What the API sends about a user's own account (server/http/openapi/README.md): apart from the forms' schemas.

/** A device the user is signed in on (GET /api/v1/auth_tokens). */
export const authTokenResourceSchema = z.object({
  userAgent: z.string().nullable(),
  createdAt: wireDate,
  expiresAt: wireDate,
  current: z.boolean().describe("The session this request came with."),
  impersonated: z.boolean().describe("Opened by someone acting as the user."),
});

/** The user's own two-step sign-in (GET /api/v1/two_factor). */
export const twoFactorResourceSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().describe("The tenant requires it of this user: he cannot turn it off."),
  recoveryCodesLeft: z.number().int(),
});

/** A new secret for the authenticator app; in force only after POST /api/v1/two_factor/confirm. */
export const twoFactorSetupResourceSchema = z.object({
  secret: z.string(),
  uri: z.string().describe("otpauth:// URI"),
  qrSvg: z.string().describe("The URI as a QR code, SVG"),
});

/** What confirming the app or replacing the recovery codes answers with besides the status: the codes, this once. */
export const recoveryCodesMeta = z.object({ recoveryCodes: z.array(z.string()).optional() });

/** A confirmation link's answer: whether it confirmed a new account or a new e-mail address. */
export const confirmationMeta = z.object({ confirmed: z.enum(["account", "email_change"]) });

/** Signing in as another user: who acts (the admin's user id). */
export const impersonationMeta = z.object({ impersonatedBy: z.number().int() });

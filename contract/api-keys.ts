import { z } from "zod";
import { isoToAmsterdamDate } from "./amsterdam-time";
import { resourceId } from "./ids";

/**
 * What a partner system's key may do (issue 43): read the public vacancies and activities; read and write the
 * vacancies of its centre's organizations; read the applications of one organization (which it then names).
 */
export const API_KEY_SCOPES = ["public:read", "vacancies:write", "applications:read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key says what it is (`vk_live_`), so a leaked one is recognised by secret scanners and people alike. */
export const API_KEY_PREFIX = "vk_live_";

export const API_KEY_LIMITS = { name: 100, prefixLength: API_KEY_PREFIX.length + 8, maxDaysAhead: 366 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A key lives at most a year (a leap year's day spare): partners rotate them. */
const expiresAt = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) > Date.now(), { params: { rule: "apiKeys.expiresInPast" } })
  .refine((value) => Date.parse(value) <= Date.now() + API_KEY_LIMITS.maxDaysAhead * DAY_MS, {
    params: { rule: "apiKeys.expiresTooLate" },
  });

/** POST /api/v1/api_keys. applications:read reads one organization's applications: that organization is required then. */
export const apiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(API_KEY_LIMITS.name),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1)
      .max(API_KEY_SCOPES.length)
      .refine((list) => new Set(list).size === list.length, { params: { rule: "apiKeys.duplicateScope" } }),
    organization_id: resourceId.nullable().optional(),
    expires_at: expiresAt,
  })
  .superRefine((input, context) => {
    const needsOrganization = input.scopes.includes("applications:read");
    if (needsOrganization && input.organization_id == null) {
      context.addIssue({ code: "custom", path: ["organization_id"], params: { rule: "apiKeys.organizationRequired" } });
    }
    if (!needsOrganization && input.organization_id != null) {
      context.addIssue({ code: "custom", path: ["organization_id"], params: { rule: "apiKeys.organizationUnused" } });
    }
  });
export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;

export type ApiKeyStatus = "active" | "expired" | "revoked";

/** A key as the centre admin sees it (camelCase): never its secret, except `key` in the answer that made it. */
export interface ApiKey {
  id: string;
  type: "api_keys";
  name: string;
  /** The key's first characters (`vk_live_ab12cd34`), to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  organizationId: number | null;
  expiresAt: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  status: ApiKeyStatus;
  /** The whole key, only in the answer to POST: it is stored as a hash and shown never again. */
  key?: string;
}

/** Today in Amsterdam plus some days, as a date control's value ("2027-11-26"). */
export const amsterdamDayAhead = (days: number, now = Date.now()) =>
  isoToAmsterdamDate(new Date(now + days * DAY_MS).toISOString());

/**
 * The screen's form (/instellingen/api-sleutels), checked on blur and by its action: a name and the last day the key
 * works, tomorrow at the earliest and a year ahead at the latest; the scopes and organization are the API's to check.
 */
export const apiKeyFormSchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_LIMITS.name),
  expires_on: z.iso
    .date()
    .refine((day) => day > amsterdamDayAhead(0), { params: { rule: "apiKeys.expiresInPast" } })
    .refine((day) => day <= amsterdamDayAhead(API_KEY_LIMITS.maxDaysAhead - 1), {
      params: { rule: "apiKeys.expiresTooLate" },
    }),
});

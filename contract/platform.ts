import { z } from "zod";
import { resourceId } from "./ids";
import {
  APP_CONTEXTS,
  PERSON_TO_PERSON_WORDINGS,
  TENANT_STATUSES,
  type TenantSwitches,
  tenantHostSchema,
  tenantIdSchema,
} from "./tenants";

/**
 * The platform operator's API (issue 39, decision 26): the tenants with their switches, hosts, centres and counts,
 * at /api/v1/platform/tenants on the operator host. Attributes are snake_case on the wire.
 */

/** Ids a tenant may not take: labels the platform uses itself, or that would read as one of its own hosts. */
export const RESERVED_TENANT_IDS = ["platform", "api", "www", "admin", "operator", "mail", "static", "assets", "auth", "app"];

/** The switches as the wire has them (snake_case, as the tenant resource sends them); those left out are kept. */
const switchesInputSchema = z
  .object({
    person_to_person: z.boolean(),
    person_to_person_wording: z.enum(PERSON_TO_PERSON_WORDINGS),
    center_sharing: z.boolean(),
    internationalization: z.boolean(),
    activities: z.boolean(),
    two_factor_for_staff: z.boolean(),
  })
  .partial()
  .strict();

/** The switches given on the wire, as the server keeps them. */
export const switchesOfInput = (input: z.output<typeof switchesInputSchema>): Partial<TenantSwitches> => ({
  ...(input.person_to_person !== undefined ? { personToPerson: input.person_to_person } : {}),
  ...(input.person_to_person_wording !== undefined ? { personToPersonWording: input.person_to_person_wording } : {}),
  ...(input.center_sharing !== undefined ? { centerSharing: input.center_sharing } : {}),
  ...(input.internationalization !== undefined ? { internationalization: input.internationalization } : {}),
  ...(input.activities !== undefined ? { activities: input.activities } : {}),
  ...(input.two_factor_for_staff !== undefined ? { twoFactorForStaff: input.two_factor_for_staff } : {}),
});

const hostEntrySchema = z
  .object({ host: tenantHostSchema, center_slug: z.string().trim().min(1).max(64).nullable().optional() })
  .strict();

/** A centre's slug: lower-case letters, digits and dashes, as in its host. */
export const centerSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);

export const platformTenantCreateSchema = z
  .object({
    id: tenantIdSchema,
    name: z.string().trim().min(1).max(100),
    app_name: z.string().trim().min(1).max(100).nullable().optional(),
    app_context: z.enum(APP_CONTEXTS).default("gelderland"),
    switches: switchesInputSchema.optional(),
    hosts: z.array(hostEntrySchema).max(50).default([]),
    center: z.object({ name: z.string().trim().min(1).max(100), slug: centerSlugSchema }).strict(),
    admin: z
      .object({
        email: z.email().max(254),
        first_name: z.string().trim().min(1).max(100),
        last_name: z.string().trim().min(1).max(100),
        locale: z.enum(["nl", "en"]).optional(),
      })
      .strict(),
    /** The tenant whose site the new one starts as a copy of (not its people); none: the demo starter site. */
    template: tenantIdSchema.nullable().optional(),
  })
  .strict();
export type PlatformTenantCreate = z.output<typeof platformTenantCreateSchema>;

export const platformTenantUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    app_name: z.string().trim().min(1).max(100).nullable().optional(),
    switches: switchesInputSchema.optional(),
    hosts: z.array(hostEntrySchema).max(50).optional(),
    status: z.enum(TENANT_STATUSES).optional(),
  })
  .strict();
export type PlatformTenantUpdate = z.output<typeof platformTenantUpdateSchema>;

/** A centre added to a tenant, with the host it answers on (or none: it is then reached by choosing it). */
export const platformCenterCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    slug: centerSlugSchema,
    host: tenantHostSchema.nullable().optional(),
  })
  .strict();
export type PlatformCenterCreate = z.output<typeof platformCenterCreateSchema>;

/**
 * An operator's impersonation of a tenant's user (issue 39): whom, and why (shown in the tenant's audit log). The
 * answer carries a one-time handoff URL on the tenant's host.
 */
export const platformImpersonationCreateSchema = z
  .object({
    user_id: resourceId,
    reason: z.string().trim().min(3).max(500),
  })
  .strict();
export type PlatformImpersonationCreate = z.output<typeof platformImpersonationCreateSchema>;

/** A tenant's export: its states, and who started it (the operator, or archiving the tenant, kept until 30 days after its erasure). */
export const TENANT_EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export const TENANT_EXPORT_KINDS = ["requested", "archive"] as const;

import { z } from "zod";
import { ROLES } from "./identity";
import { TENANT_EXPORT_KINDS, TENANT_EXPORT_STATUSES } from "./platform";
import { APP_CONTEXTS, TENANT_STATUSES, tenantSwitchesSchema } from "./tenants";
import { wireDate, wireId } from "./wire";

// What the operator's API sends (server/http/openapi/README.md): kept apart from the forms' schemas.

/** A tenant as the operator sees it: its record, hosts, centres and counts. */
export const platformTenantResourceSchema = z.object({
  name: z.string(),
  appName: z.string().nullable(),
  appContext: z.enum(APP_CONTEXTS),
  status: z.enum(TENANT_STATUSES),
  switches: tenantSwitchesSchema,
  hosts: z.array(z.object({ host: z.string(), centerSlug: z.string().nullable() })),
  centers: z.array(z.object({ id: wireId, name: z.string(), slug: z.string(), isDefault: z.boolean() })),
  counts: z.object({
    users: z.number().int(),
    organizations: z.number().int(),
    vacancies: z.number().int(),
    applicationsLast30Days: z.number().int(),
  }),
  storageBytes: z.number().int().describe("The bytes of its uploaded images and files"),
  lastActivityAt: wireDate.nullable(),
  archivedAt: wireDate.nullable(),
  eraseAfter: wireDate.nullable(),
  erasedAt: wireDate.nullable(),
});

/** An export of a tenant: its state, progress (tables done of all), size and times; downloadable while it lasts. */
export const tenantExportResourceSchema = z.object({
  tenant: z.string(),
  kind: z.enum(TENANT_EXPORT_KINDS),
  status: z.enum(TENANT_EXPORT_STATUSES),
  tablesDone: z.number().int(),
  tablesTotal: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string().describe("The operator who asked (an e-mail address)"),
  createdAt: wireDate,
  startedAt: wireDate.nullable(),
  finishedAt: wireDate.nullable(),
  expiresAt: wireDate.nullable(),
  downloadable: z.boolean(),
});

/** One of a tenant's admins and staff, as the operator picks whom to sign in as. */
export const platformUserResourceSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
});

/** An operator's impersonation: the one-time handoff URL on the tenant's host, and how long it and the session last. */
export const platformImpersonationResourceSchema = z.object({
  userId: z.string(),
  email: z.string(),
  handoffUrl: z.string(),
  handoffExpiresAt: wireDate,
  sessionExpiresAt: wireDate,
});

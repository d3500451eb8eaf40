import type { z } from "zod";
import type { JsonApiDocument } from "../../../contract/jsonapi";
import {
  platformImpersonationResourceSchema,
  platformTenantResourceSchema,
  platformUserResourceSchema,
  tenantExportResourceSchema,
} from "../../../contract/platform-resource";
import { type ResourceDefinition, toResourceDocument } from "../../http/jsonapi/document";
import type { StaffMatch } from "../identity/operator-impersonation.service";
import type { OperatorRow } from "../identity/operators.service";
import type { PlatformTenant } from "./platform.service";
import type { TenantExportRow } from "./tenant-exports.service";

/** A tenant as the operator sees it: its record, hosts, centres and counts (attributes snake_case on the wire). */
export const platformTenantResource: ResourceDefinition<PlatformTenant, z.output<typeof platformTenantResourceSchema>> = {
  type: "platform_tenants",
  schema: platformTenantResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    appName: row.appName,
    appContext: row.appContext,
    status: row.status,
    switches: row.switches,
    hosts: row.hosts,
    centers: row.centers,
    counts: row.counts,
    storageBytes: row.storageBytes,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    eraseAfter: row.eraseAfter?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
  }),
  selfLink: (row) => `/api/v1/platform/tenants/${row.id}`,
};

export const operatorResource: ResourceDefinition<OperatorRow> = {
  type: "platform_operators",
  id: (row) => row.id,
  attributes: (row) => ({ email: row.email, name: row.name, locale: row.locale }),
};

export const operatorDocument = (operator: OperatorRow, meta?: Record<string, unknown>): JsonApiDocument =>
  toResourceDocument(operatorResource, operator, { meta });

/** An export of a tenant: its state, progress (tables done of all), size and times; the download while it lasts. */
export const tenantExportResource: ResourceDefinition<TenantExportRow, z.output<typeof tenantExportResourceSchema>> = {
  type: "platform_tenant_exports",
  schema: tenantExportResourceSchema,
  id: (row) => String(row.id),
  attributes: (row) => ({
    tenant: row.tenant,
    kind: row.kind,
    status: row.status,
    tablesDone: row.tablesDone,
    tablesTotal: row.tablesTotal,
    sizeBytes: row.sizeBytes,
    error: row.error,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadable: row.status === "done" && row.storageKey !== null && (row.expiresAt === null || row.expiresAt > new Date()),
  }),
  selfLink: (row) => `/api/v1/platform/tenants/${row.tenant}/exports/${row.id}`,
};

/** One of a tenant's admins and staff, as the operator picks whom to sign in as (issue 39). */
export const platformUserResource: ResourceDefinition<StaffMatch, z.output<typeof platformUserResourceSchema>> = {
  type: "platform_users",
  schema: platformUserResourceSchema,
  id: (row) => String(row.id),
  attributes: (row) => ({
    email: row.email,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
  }),
};

/** An operator's impersonation of a tenant's user: the one-time handoff URL on the tenant's host (issue 39). */
export interface Impersonation {
  user: { id: number; email: string };
  handoffUrl: string;
  handoffExpiresAt: Date;
  sessionExpiresAt: Date;
}

export const platformImpersonationResource: ResourceDefinition<
  Impersonation,
  z.output<typeof platformImpersonationResourceSchema>
> = {
  type: "platform_impersonations",
  schema: platformImpersonationResourceSchema,
  id: (row) => String(row.user.id),
  attributes: (row) => ({
    userId: String(row.user.id),
    email: row.user.email,
    handoffUrl: row.handoffUrl,
    handoffExpiresAt: row.handoffExpiresAt.toISOString(),
    sessionExpiresAt: row.sessionExpiresAt.toISOString(),
  }),
};

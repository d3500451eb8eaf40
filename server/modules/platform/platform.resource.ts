import type { JsonApiDocument } from "../../../contract/jsonapi";
import { type ResourceDefinition, toResourceDocument } from "../../http/jsonapi/document";
import type { OperatorRow } from "../identity/operators.service";
import type { PlatformTenant } from "./platform.service";

/** A tenant as the operator sees it: its record, hosts, centres and counts (attributes snake_case on the wire). */
export const platformTenantResource: ResourceDefinition<PlatformTenant> = {
  type: "platform_tenants",
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
  }),
  selfLink: (row) => `/api/v1/platform/tenants/${row.id}`,
};

export const operatorResource: ResourceDefinition<OperatorRow> = {
  type: "platform_operators",
  id: (row) => row.id,
  attributes: (row) => ({ email: row.email, name: row.name, locale: row.locale }),
};

export const operatorDocument = (operator: OperatorRow): JsonApiDocument => toResourceDocument(operatorResource, operator);

import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type ApiKeyRow, statusOf } from "./api-keys.service";

/** A key without its secret or hash; `key` rides along only in the answer that made it. */
export const apiKeyResource: ResourceDefinition<ApiKeyRow & { key?: string }> = {
  type: "api_keys",
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    organizationId: row.organizationId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row),
    ...(row.key ? { key: row.key } : {}),
  }),
  selfLink: (row) => `/api/v1/api_keys/${row.id}`,
};

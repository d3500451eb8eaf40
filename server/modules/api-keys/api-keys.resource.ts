import type { z } from "zod";
import { apiKeyResourceSchema } from "../../../contract/api-keys-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type ApiKeyRow, statusOf } from "./api-keys.service";

/** A key without its secret or hash; `key` rides along only in the answer that made it. */
export const apiKeyResource: ResourceDefinition<ApiKeyRow & { key?: string }, z.output<typeof apiKeyResourceSchema>> = {
  type: "api_keys",
  schema: apiKeyResourceSchema,
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

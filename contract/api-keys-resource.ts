import { z } from "zod";
import { API_KEY_SCOPES } from "./api-keys";
import { wireDate, wireId } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** An API key as the API sends it: never its secret, except `key` in the answer that made it. */
export const apiKeyResourceSchema = z.object({
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  organizationId: wireId.nullable(),
  expiresAt: wireDate,
  createdAt: wireDate,
  lastUsedAt: wireDate.nullable(),
  revokedAt: wireDate.nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  key: z.string().optional().describe("The secret, once: only in the answer that made the key."),
});

import { type Context, Hono } from "hono";
import { apiKeyCreateSchema } from "../../../contract/api-keys";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canManageApiKeys } from "./api-keys.policy";
import { apiKeyResource } from "./api-keys.resource";
import { ApiKeyRuleError, createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

export const apiKeyRoutes = new Hono<AppEnv>();

const TYPE = "api_keys";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const admins = authorized((actor, c) => canManageApiKeys(actor, c.get("site").center.id));

/** GET /api/v1/api_keys: the site centre's keys, newest first, never a secret. */
apiKeyRoutes.get(
  "/api_keys",
  responds({
    summary: "List API keys",
    description: "The centre's keys for partner systems, without their secrets; for the centre's admins.",
    resource: apiKeyResource,
    list: true,
  }),
  admins,
  jsonApiQuery({}),
  async (c) => {
    const rows = await listApiKeys(c.get("deps").db, scopeOf(c));
    return sendDocument(c, toResourceDocument(apiKeyResource, rows, { meta: { total: rows.length } }));
  },
);

/** POST: 201 with the whole key in `key`, the one time it is shown. */
apiKeyRoutes.post(
  "/api_keys",
  responds({ summary: "Create an API key", description: "The answer carries the secret `key`, once.", resource: apiKeyResource }),
  admins,
  jsonApiBody(TYPE, apiKeyCreateSchema),
  async (c) => {
    const input = c.req.valid("json");
    try {
      const { row, key } = await createApiKey(c.get("deps").db, scopeOf(c), input, c.get("user").id);
      return sendDocument(c, toResourceDocument(apiKeyResource, { ...row, key }), 201);
    } catch (error) {
      if (!(error instanceof ApiKeyRuleError)) throw error;
      const detail = c.get("t")(`api-errors:detail.apiKey.${error.reason}`);
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: `/data/attributes/${error.field}` } }]);
    }
  },
);

/** DELETE revokes: the key stops working at once and stays listed as revoked. */
apiKeyRoutes.delete(
  "/api_keys/:id",
  responds({ summary: "Revoke an API key", description: "It stops working at once; it stays listed as revoked." }),
  admins,
  pathId("api_key"),
  async (c) => {
    const { id } = c.req.valid("param");
    if (!(await revokeApiKey(c.get("deps").db, scopeOf(c), id, c.get("user").id))) {
      throw new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "api_key", id }));
    }
    return c.body(null, 204);
  },
);

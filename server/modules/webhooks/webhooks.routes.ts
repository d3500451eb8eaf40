import { type Context, Hono } from "hono";
import { parseResourceId } from "../../../contract/ids";
import { WEBHOOK_LIMITS, webhookCreateSchema, webhookUpdateSchema } from "../../../contract/webhooks";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canManageWebhooks } from "./webhooks.policy";
import { webhookDeliveryResource, webhookResource } from "./webhooks.resource";
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  resendDelivery,
  updateWebhook,
  WebhookRuleError,
} from "./webhooks.service";

export const webhookRoutes = new Hono<AppEnv>();

const TYPE = "webhooks";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const reachOf = (c: Context<AppEnv>) => ({ privateAddresses: c.get("deps").webhooksToPrivateAddresses === true });
const admins = authorized((actor, c) => canManageWebhooks(actor, c.get("site").center.id));
const notFound = (c: Context<AppEnv>, type: string, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type, id }));

/** The service's refusals as the API says them: at the address, or for the whole request. */
function refusal(c: Context<AppEnv>, error: unknown): never {
  if (!(error instanceof WebhookRuleError)) throw error;
  const detail = c.get("t")(`api-errors:detail.webhook.${error.reason}`, { limit: WEBHOOK_LIMITS.perCenter });
  const source = error.field ? { pointer: `/data/attributes/${error.field}` } : undefined;
  throw new AppError(422, "validation_failed", detail, [{ detail, ...(source ? { source } : {}) }]);
}

/** The webhook of this centre that the path names, else a 404. */
async function ownWebhook(c: Context<AppEnv>, id: number) {
  const webhook = await findWebhook(c.get("deps").db, scopeOf(c), id);
  if (!webhook) throw notFound(c, "webhook", id);
  return webhook;
}

/** GET /api/v1/webhooks: the site centre's webhooks, newest first, never a secret. */
webhookRoutes.get(
  "/webhooks",
  responds({
    summary: "List webhooks",
    description: "The centre's webhooks, without their secrets; for the centre's admins.",
    resource: webhookResource,
    list: true,
  }),
  admins,
  jsonApiQuery({}),
  async (c) => {
    const rows = await listWebhooks(c.get("deps").db, scopeOf(c));
    return sendDocument(c, toResourceDocument(webhookResource, rows, { meta: { total: rows.length } }));
  },
);

/** POST: 201 with the signing secret in `secret`, the one time it is shown. Only a public https address is taken. */
webhookRoutes.post(
  "/webhooks",
  responds({
    summary: "Create a webhook",
    description: "The answer carries the signing `secret`, once.",
    resource: webhookResource,
  }),
  admins,
  jsonApiBody(TYPE, webhookCreateSchema),
  async (c) => {
    try {
      const row = await createWebhook(c.get("deps").db, scopeOf(c), c.req.valid("json"), c.get("user").id, reachOf(c));
      return sendDocument(c, toResourceDocument(webhookResource, { ...row, shownSecret: row.secret }), 201);
    } catch (error) {
      refusal(c, error);
    }
  },
);

webhookRoutes.patch(
  "/webhooks/:id",
  responds({
    summary: "Update a webhook",
    description: "Its URL, events, description, or whether it is active.",
    resource: webhookResource,
  }),
  admins,
  pathId("webhook"),
  jsonApiBody(TYPE, webhookUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    try {
      const row = await updateWebhook(c.get("deps").db, scopeOf(c), id, c.req.valid("json"), c.get("user").id, reachOf(c));
      if (!row) throw notFound(c, "webhook", id);
      return sendDocument(c, toResourceDocument(webhookResource, row));
    } catch (error) {
      refusal(c, error);
    }
  },
);

webhookRoutes.delete("/webhooks/:id", responds({ summary: "Delete a webhook" }), admins, pathId("webhook"), async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deleteWebhook(c.get("deps").db, scopeOf(c), id, c.get("user").id))) throw notFound(c, "webhook", id);
  return c.body(null, 204);
});

/** The test button: a `ping` goes out at once; its outcome shows in the delivery log. */
webhookRoutes.post(
  "/webhooks/:id/test",
  responds({
    summary: "Send a test event",
    description: "Queues a `ping` delivery to the webhook.",
    resource: webhookDeliveryResource,
    status: 202,
  }),
  admins,
  pathId("webhook"),
  async (c) => {
    const webhook = await ownWebhook(c, c.req.valid("param").id);
    const delivery = await pingWebhook(c.get("deps").db, scopeOf(c), webhook);
    return sendDocument(c, toResourceDocument(webhookDeliveryResource, delivery), 202);
  },
);

/** The delivery log: the latest 50, newest first. */
webhookRoutes.get(
  "/webhooks/:id/deliveries",
  responds({
    summary: "List a webhook's deliveries",
    description: "The latest deliveries and their attempts.",
    resource: webhookDeliveryResource,
    list: true,
  }),
  admins,
  pathId("webhook"),
  jsonApiQuery({}),
  async (c) => {
    const webhook = await ownWebhook(c, c.req.valid("param").id);
    const rows = await listDeliveries(c.get("deps").db, scopeOf(c), webhook.id);
    return sendDocument(c, toResourceDocument(webhookDeliveryResource, rows, { meta: { total: rows.length } }));
  },
);

/** Sends a delivery's event again, as a new delivery. */
webhookRoutes.post(
  "/webhooks/:id/deliveries/:deliveryId/resend",
  responds({
    summary: "Resend a delivery",
    description: "Queues the delivery again.",
    resource: webhookDeliveryResource,
    status: 202,
  }),
  admins,
  pathId("webhook"),
  async (c) => {
    const webhook = await ownWebhook(c, c.req.valid("param").id);
    const deliveryId = parseResourceId(c.req.param("deliveryId"));
    const delivery = deliveryId === null ? null : await resendDelivery(c.get("deps").db, scopeOf(c), webhook.id, deliveryId);
    if (!delivery) throw notFound(c, "webhook_delivery", deliveryId ?? 0);
    return sendDocument(c, toResourceDocument(webhookDeliveryResource, delivery), 202);
  },
);

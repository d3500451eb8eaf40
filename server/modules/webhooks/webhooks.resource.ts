import type { z } from "zod";
import { webhookDeliveryResourceSchema, webhookResourceSchema } from "../../../contract/webhooks-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { WebhookDeliveryRow, WebhookRow } from "./webhooks.service";

const SECRET_SHOWN = 12;

/** A webhook without its secret; `secret` rides along only in the answer that made it. */
export const webhookResource: ResourceDefinition<
  WebhookRow & { shownSecret?: string },
  z.output<typeof webhookResourceSchema>
> = {
  type: "webhooks",
  schema: webhookResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    secretPrefix: row.secret.slice(0, SECRET_SHOWN),
    createdAt: row.createdAt.toISOString(),
    ...(row.shownSecret ? { secret: row.shownSecret } : {}),
  }),
  selfLink: (row) => `/api/v1/webhooks/${row.id}`,
};

export const webhookDeliveryResource: ResourceDefinition<WebhookDeliveryRow, z.output<typeof webhookDeliveryResourceSchema>> = {
  type: "webhook_deliveries",
  schema: webhookDeliveryResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  }),
  selfLink: (row) => `/api/v1/webhooks/${row.webhookId}/deliveries/${row.id}`,
};

import { z } from "zod";
import { WEBHOOK_EVENTS } from "./webhooks";
import { wireDate, wireNumber, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A webhook as the API sends it: never its secret, except `secret` in the answer that made it. */
export const webhookResourceSchema = z.object({
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: wireText,
  active: z.boolean(),
  secretPrefix: z.string(),
  createdAt: wireDate,
  secret: z.string().optional().describe("The signing secret, once: only in the answer that made the webhook."),
});

/** One delivery of an event to a webhook, and its attempts. */
export const webhookDeliveryResourceSchema = z.object({
  event: z.enum([...WEBHOOK_EVENTS, "ping"]),
  status: z.string(),
  attempts: z.number().int(),
  responseStatus: wireNumber,
  error: wireText,
  createdAt: wireDate,
  deliveredAt: wireDate.nullable(),
  nextAttemptAt: wireDate.nullable(),
});

import { z } from "zod";

/**
 * What a centre's partner systems can hear of (issue 43, item 5): a vacancy published, changed or closed, an
 * application received, an organization approved. `ping` is the test button's.
 */
export const WEBHOOK_EVENTS = [
  "vacancy.published",
  "vacancy.changed",
  "vacancy.closed",
  "application.received",
  "organization.approved",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookDeliveryEvent = WebhookEvent | "ping";

export const WEBHOOK_LIMITS = { url: 2000, description: 200, perCenter: 20 } as const;

/** The signing secret says what it is, as the API keys do (`whsec_`). */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** The headers every delivery carries; the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_HEADERS = {
  id: "Webhook-Id",
  event: "Webhook-Event",
  signature: "Webhook-Signature",
} as const;

const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, { params: { rule: "settings:webhooks.rules.duplicateEvent" } });

/** An absolute http(s) address; whether it may be reached (https, not private) is the server's check. */
const url = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.url)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    params: { rule: "settings:webhooks.rules.url" },
  });

/** POST /api/v1/webhooks. */
export const webhookCreateSchema = z.object({
  url,
  events,
  description: z.string().trim().max(WEBHOOK_LIMITS.description).optional().default(""),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** The settings screen's form; its events are check boxes the action reads as a list. */
export const webhookFormSchema = z.object({
  url,
  description: z.string().trim().max(WEBHOOK_LIMITS.description).optional().default(""),
});

/** PATCH /api/v1/webhooks/{id}: any of the address, the events, the description, and switching it off or on. */
export const webhookUpdateSchema = z
  .object({
    url,
    events,
    description: z.string().trim().max(WEBHOOK_LIMITS.description),
    active: z.boolean(),
  })
  .partial();
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

/** A webhook as the centre admin sees it (camelCase); `secret` only in the answer that made it. */
export interface Webhook {
  id: string;
  type: "webhooks";
  url: string;
  events: WebhookEvent[];
  description: string;
  active: boolean;
  /** The secret's first characters, to tell which one a receiver holds. */
  secretPrefix: string;
  createdAt: string;
  secret?: string;
}

export interface WebhookDelivery {
  id: string;
  type: "webhook_deliveries";
  event: WebhookDeliveryEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

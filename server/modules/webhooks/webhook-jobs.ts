import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { backoffMs, type JobQueue } from "../../jobs/queue";
import type { WebhookReach } from "./webhook-address";
import { sendDelivery } from "./webhook-sender";
import { DELIVERY_JOB, deliveryToSend, recordAttempt } from "./webhooks.service";

/**
 * Sends each delivery; a receiver that is down or answers other than 2xx gets it again with the queue's backoff for a
 * day, then the delivery is failed. `originOf` makes the payload's links absolute for the tenant's site.
 */
export function registerWebhookJobs(jobs: JobQueue, db: Database, reach: WebhookReach, originOf: (tenant: TenantId) => string) {
  jobs.register(DELIVERY_JOB, async (payload, run) => {
    const tenant = payload.tenant as TenantId;
    const found = await deliveryToSend(db, tenant, Number(payload.deliveryId));
    if (found?.delivery.status !== "pending") return;
    const { delivery, webhook } = found;
    if (!webhook.active) {
      await recordAttempt(db, tenant, delivery.id, { ok: false, status: null, error: "webhook switched off" }, null);
      return;
    }
    const origin = originOf(tenant);
    const body = JSON.stringify({
      id: String(delivery.id),
      event: delivery.event,
      created_at: delivery.createdAt.toISOString(),
      data: withAbsoluteLinks(delivery.payload, origin),
    });
    const outcome = await sendDelivery(
      { id: delivery.id, event: delivery.event, url: webhook.url, secret: webhook.secret, body },
      reach,
    );
    const last = run.attempt >= run.maxAttempts;
    await recordAttempt(
      db,
      tenant,
      delivery.id,
      outcome,
      outcome.ok || last ? null : new Date(Date.now() + backoffMs(run.attempt)),
    );
    // The queue tries again after its backoff.
    if (!outcome.ok && !last) throw new Error(`webhook delivery ${delivery.id}: ${outcome.error}`);
  });
}

/** The resource's `links` as the tenant's site has them: paths become addresses. */
function withAbsoluteLinks(data: Record<string, unknown>, origin: string) {
  const links = data.links as Record<string, string> | undefined;
  if (!links) return data;
  return {
    ...data,
    links: Object.fromEntries(Object.entries(links).map(([name, path]) => [name, path.startsWith("/") ? origin + path : path])),
  };
}

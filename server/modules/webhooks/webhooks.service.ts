import { randomBytes } from "node:crypto";
import { and, arrayContains, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  WEBHOOK_LIMITS,
  WEBHOOK_SECRET_PREFIX,
  type WebhookCreate,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookUpdate,
} from "../../../contract/webhooks";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { attemptsCovering, insertJobs } from "../../jobs/queue";
import { recordAudit } from "../audit/audit.service";
import { mayReach, type WebhookReach } from "./webhook-address";
import { webhookDeliveries, webhooks } from "./webhooks.table";

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface Scope {
  tenant: TenantId;
  centerId: number;
}

/** A refusal the API names at a field (unsafeUrl) or for the whole request (tooMany). */
export class WebhookRuleError extends Error {
  constructor(
    readonly reason: "unsafeUrl" | "tooMany",
    readonly field?: "url",
  ) {
    super(reason);
  }
}

export const DELIVERY_JOB = "webhook-delivery";
/** A receiver that is down is tried again with the queue's backoff for a day. */
export const DELIVERY_ATTEMPTS = attemptsCovering(24 * 60 * 60_000);
const RECENT_DELIVERIES = 50;

const ofCenter = (scope: Scope) => and(eq(webhooks.tenantId, scope.tenant), eq(webhooks.centerId, scope.centerId));
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64url")}`;

/** The centre's webhooks, newest first. */
export const listWebhooks = (db: Database, scope: Scope) =>
  withTenant(db, scope.tenant, (tx) =>
    tx.select().from(webhooks).where(ofCenter(scope)).orderBy(desc(webhooks.createdAt), desc(webhooks.id)),
  );

export const findWebhook = (db: Database, scope: Scope, id: number) =>
  withTenant(
    db,
    scope.tenant,
    async (tx) =>
      (
        await tx
          .select()
          .from(webhooks)
          .where(and(ofCenter(scope), eq(webhooks.id, id)))
      )[0] ?? null,
  );

async function checkedUrl(url: string, reach: WebhookReach) {
  if (!(await mayReach(url, reach))) throw new WebhookRuleError("unsafeUrl", "url");
  return url;
}

export async function createWebhook(db: Database, scope: Scope, input: WebhookCreate, actorUserId: number, reach: WebhookReach) {
  const url = await checkedUrl(input.url, reach);
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(webhooks).where(ofCenter(scope));
    if (total >= WEBHOOK_LIMITS.perCenter) throw new WebhookRuleError("tooMany");
    const [row] = await tx
      .insert(webhooks)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        url,
        events: input.events,
        description: input.description,
        secret: newSecret(),
        createdBy: actorUserId,
      })
      .returning();
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "webhook.created",
        subjectType: "webhook",
        subjectId: row.id,
        details: { name: url, events: row.events },
      },
      tx,
    );
    return row;
  });
}

export async function updateWebhook(
  db: Database,
  scope: Scope,
  id: number,
  patch: WebhookUpdate,
  actorUserId: number,
  reach: WebhookReach,
) {
  const url = patch.url === undefined ? undefined : await checkedUrl(patch.url, reach);
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({ ...patch, ...(url ? { url } : {}), updatedAt: new Date() })
      .where(and(ofCenter(scope), eq(webhooks.id, id)))
      .returning();
    if (row) {
      const details = { name: row.url, ...patch };
      await recordAudit(
        db,
        scope.tenant,
        { actorUserId, action: "webhook.changed", subjectType: "webhook", subjectId: id, details },
        tx,
      );
    }
    return row ?? null;
  });
}

export async function deleteWebhook(db: Database, scope: Scope, id: number, actorUserId: number): Promise<boolean> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx
      .delete(webhooks)
      .where(and(ofCenter(scope), eq(webhooks.id, id)))
      .returning();
    if (!row) return false;
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "webhook.deleted", subjectType: "webhook", subjectId: id, details: { name: row.url } },
      tx,
    );
    return true;
  });
}

interface Delivery {
  webhookId: number;
  event: WebhookDeliveryEvent;
  payload: Record<string, unknown>;
}

/** Deliveries and their jobs, one insert of each, in the caller's transaction. */
async function queueDeliveries(tx: Executor, tenant: TenantId, batch: readonly Delivery[]) {
  if (batch.length === 0) return [];
  const nextAttemptAt = new Date();
  const rows = await tx
    .insert(webhookDeliveries)
    .values(batch.map((delivery) => ({ tenantId: tenant, ...delivery, nextAttemptAt })))
    .returning();
  const payloads = rows.map((row) => ({ tenant, deliveryId: row.id }));
  await insertJobs(tx, DELIVERY_JOB, payloads, { maxAttempts: DELIVERY_ATTEMPTS });
  return rows;
}

const queueOne = async (tx: Executor, tenant: TenantId, delivery: Delivery) => (await queueDeliveries(tx, tenant, [delivery]))[0];

/** One thing an event is about: its centre, and the JSON:API resource identifier with a few facts that is sent. */
export interface Announced {
  centerId: number;
  data: Record<string, unknown>;
}

/**
 * Tells each centre's webhooks that listen for it of an event, inside the transaction of the change: a delivery exists
 * exactly when the change does. One query finds the listeners of every centre the batch is about.
 */
export async function announce(tx: Executor, tenant: TenantId, event: WebhookEvent, batch: readonly Announced[]) {
  if (batch.length === 0) return;
  const centerIds = [...new Set(batch.map((item) => item.centerId))];
  const listeners = await tx
    .select({ id: webhooks.id, centerId: webhooks.centerId })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.tenantId, tenant),
        inArray(webhooks.centerId, centerIds),
        eq(webhooks.active, true),
        arrayContains(webhooks.events, [event]),
      ),
    );
  const deliveries = batch.flatMap((item) =>
    listeners
      .filter((listener) => listener.centerId === item.centerId)
      .map((listener) => ({ webhookId: listener.id, event, payload: item.data })),
  );
  await queueDeliveries(tx, tenant, deliveries);
}

/** The test button: a `ping` delivery, whatever events the webhook listens for. */
export async function pingWebhook(db: Database, scope: Scope, webhook: WebhookRow) {
  return withTenant(db, scope.tenant, (tx) =>
    queueOne(tx, scope.tenant, { webhookId: webhook.id, event: "ping", payload: { type: "webhooks", id: String(webhook.id) } }),
  );
}

/** The webhook's latest deliveries, newest first: the delivery log. */
export const listDeliveries = (db: Database, scope: Scope, webhookId: number) =>
  withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, scope.tenant), eq(webhookDeliveries.webhookId, webhookId)))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(RECENT_DELIVERIES),
  );

/** Sends a delivery's event again, as a new delivery (the log keeps both). */
export async function resendDelivery(db: Database, scope: Scope, webhookId: number, deliveryId: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    const [earlier] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.tenantId, scope.tenant),
          eq(webhookDeliveries.webhookId, webhookId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      );
    if (!earlier) return null;
    return queueOne(tx, scope.tenant, { webhookId, event: earlier.event, payload: earlier.payload });
  });
}

/** A delivery with its webhook's address and secret, for the job that sends it. */
export async function deliveryToSend(db: Database, tenant: TenantId, deliveryId: number) {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, webhook: webhooks })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.tenantId, tenant), eq(webhookDeliveries.id, deliveryId)));
    return row ?? null;
  });
}

export async function recordAttempt(
  db: Database,
  tenant: TenantId,
  deliveryId: number,
  outcome: { ok: boolean; status: number | null; error: string | null },
  next: Date | null,
) {
  await withTenant(db, tenant, (tx) =>
    tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseStatus: outcome.status,
        error: outcome.error,
        status: outcome.ok ? "succeeded" : next ? "pending" : "failed",
        deliveredAt: outcome.ok ? new Date() : null,
        nextAttemptAt: outcome.ok ? null : next,
      })
      .where(and(eq(webhookDeliveries.tenantId, tenant), eq(webhookDeliveries.id, deliveryId))),
  );
}

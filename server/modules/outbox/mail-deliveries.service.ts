import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { MailDeliveryStatus } from "../../../contract/mail-deliveries";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { mailDeliveries } from "../../mail/mail.table";
import { queueDelivery } from "../../mail/mail-jobs";

export type MailDeliveryRow = typeof mailDeliveries.$inferSelect;

/** The tenant's mails, newest first, optionally of one status. */
export function listDeliveries(
  db: Database,
  tenant: TenantId,
  status: MailDeliveryStatus | undefined,
  page: { number: number; size: number },
) {
  const where: SQL | undefined = and(eq(mailDeliveries.tenantId, tenant), status ? eq(mailDeliveries.status, status) : undefined);
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(mailDeliveries)
      .where(where)
      .orderBy(desc(mailDeliveries.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [{ total }] = await tx.select({ total: count() }).from(mailDeliveries).where(where);
    return { rows, total };
  });
}

/**
 * Queues a failed mail again, with the same Message-ID and a fresh day of attempts. Null when the tenant has no
 * such mail; "not_failed" when it is queued or sent already (resending it would only send it twice).
 */
export function resendDelivery(db: Database, jobs: JobQueue, tenant: TenantId, id: number) {
  return withTenant(db, tenant, async (tx): Promise<MailDeliveryRow | "not_failed" | null> => {
    const mine = and(eq(mailDeliveries.tenantId, tenant), eq(mailDeliveries.id, id));
    const [row] = await tx.select().from(mailDeliveries).where(mine).for("update");
    if (!row) return null;
    if (row.status !== "failed") return "not_failed";
    const [queued] = await tx.update(mailDeliveries).set({ status: "queued" }).where(mine).returning();
    await queueDelivery(jobs, id, tx);
    return queued;
  });
}

import { AsyncLocalStorage } from "node:async_hooks";
import { and, count, desc, eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { auditEvents } from "./audit.table";

export type AuditEventRow = typeof auditEvents.$inferSelect;

export interface AuditEvent {
  actorUserId: number | null;
  action: string;
  subjectType:
    | "user"
    | "organization"
    | "volunteer_center"
    | "stock_image"
    | "media_file"
    | "workshop"
    | "partner"
    | "form"
    | "vacancy"
    | "api_key"
    | "webhook"
    | "import"
    /** The platform operator's changes to the tenant itself (subject id 0: the tenant is the log's own). */
    | "tenant";
  subjectId: number;
  details?: Record<string, unknown>;
}

/** The platform operator behind a request made with his impersonation of a tenant's user (issue 39). */
export interface AuditImpersonation {
  operatorId: number;
  operatorEmail: string | null;
}

const impersonation = new AsyncLocalStorage<AuditImpersonation>();

/**
 * Runs a request's work with the operator who impersonates its user: every audit event it records, whatever module
 * writes it, gets `impersonated_by` in its details, so each write of such a session is attributable.
 */
export const withAuditImpersonation = <T>(by: AuditImpersonation, work: () => Promise<T>): Promise<T> =>
  impersonation.run(by, work);

export const currentAuditImpersonation = (): AuditImpersonation | undefined => impersonation.getStore();

/** Records an event; inside the change's own transaction when one is given, so both happen or neither. */
export async function recordAudit(db: Database, tenant: TenantId, event: AuditEvent, executor?: Executor): Promise<void> {
  const by = currentAuditImpersonation();
  const details = by
    ? { ...event.details, impersonatedBy: { operatorId: by.operatorId, operatorEmail: by.operatorEmail } }
    : (event.details ?? {});
  const values = { ...event, details, tenantId: tenant };
  if (executor) await executor.insert(auditEvents).values(values);
  else await withTenant(db, tenant, (tx) => tx.insert(auditEvents).values(values));
}

/** A page of the audit log, newest first, with the number of events in all. */
export async function listAudit(
  db: Database,
  tenant: TenantId,
  page: { number: number; size: number },
  subject?: { type: string; id: number },
) {
  const where = subject
    ? and(eq(auditEvents.tenantId, tenant), eq(auditEvents.subjectType, subject.type), eq(auditEvents.subjectId, subject.id))
    : eq(auditEvents.tenantId, tenant);
  return withTenant(db, tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(auditEvents).where(where);
    const rows = await tx
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows, total };
  });
}

import { PassThrough } from "node:stream";
import { and, desc, eq, isNotNull, isNull, lte, ne } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database, Executor } from "../../db/client";
import { insertJob, type JobRun } from "../../jobs/queue";
import type { FileStorage } from "../../storage/file-storage";
import { recordAudit } from "../audit/audit.service";
import { tenantsChanged } from "../tenancy/tenants.service";
import { tenants } from "../tenancy/tenants.table";
import { eraseTenant } from "./tenant-erasure.service";
import { exportTenant } from "./tenant-export.service";
import { type TenantExportKind, tenantExports } from "./tenant-exports.table";

export type TenantExportRow = typeof tenantExports.$inferSelect;

export const TENANT_EXPORT_JOB = "platform.tenant-export";
export const ARCHIVE_SWEEP_JOB = "platform.archive-sweep";
const DAY_MS = 24 * 60 * 60_000;
/** A requested export's download is there for 7 days after it finished. */
export const EXPORT_KEPT_MS = 7 * DAY_MS;
/** An archived tenant's data is erased 30 days after it was archived, unless it is made active again before. */
export const ARCHIVE_GRACE_MS = 30 * DAY_MS;
/** An archive's export is kept until 30 days after the erasure. */
export const ARCHIVE_EXPORT_KEPT_MS = 30 * DAY_MS;

/** Queues an export of the tenant (its row and its job, in one transaction), as the operator `by` asked. */
export async function queueTenantExport(
  db: Database,
  tenant: TenantId,
  by: string,
  kind: TenantExportKind = "requested",
): Promise<TenantExportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tenantExports).values({ tenant, kind, requestedBy: by }).returning();
    await insertJob(tx, TENANT_EXPORT_JOB, { exportId: row.id }, { maxAttempts: 3 });
    return row;
  });
}

export const tenantExportsOf = (db: Database, tenant: TenantId) =>
  db
    .select()
    .from(tenantExports)
    .where(eq(tenantExports.tenant, tenant))
    .orderBy(desc(tenantExports.createdAt), desc(tenantExports.id));

/** The tenant's export by its id: none when the id is another tenant's. */
export async function tenantExportOf(db: Database, tenant: TenantId, id: number): Promise<TenantExportRow | null> {
  const [row] = await db
    .select()
    .from(tenantExports)
    .where(and(eq(tenantExports.tenant, tenant), eq(tenantExports.id, id)));
  return row ?? null;
}

/** The file storage's key of an export's zip: a folder no tenant has ("platform" is a reserved tenant id). */
const keyOf = (row: TenantExportRow) => `platform/exports/${row.tenant}/export-${row.id}-${Date.now()}.zip`;

/**
 * The export job: writes the zip (tenant-export.service.ts), its progress as tables done of all, into the storage,
 * then marks it done with its size and when its download expires. A failure is retried; the last one marks it failed.
 * The zip streams into the storage as it is written: memory does not grow with the tenant's size.
 */
export async function runTenantExport(db: Database, storage: FileStorage, exportId: number, run: JobRun): Promise<void> {
  const [row] = await db
    .update(tenantExports)
    .set({ status: "running", startedAt: new Date(), error: null })
    .where(and(eq(tenantExports.id, exportId), ne(tenantExports.status, "done")))
    .returning();
  if (!row) return;
  const key = keyOf(row);
  const out = new PassThrough();
  // Progress goes in one write after another; on PGlite (one connection) they land when the export's read ends.
  let progress: Promise<unknown> = Promise.resolve();
  const onProgress = (done: number, total: number) => {
    progress = progress
      .then(() => db.update(tenantExports).set({ tablesDone: done, tablesTotal: total }).where(eq(tenantExports.id, exportId)))
      .catch(() => {});
  };
  try {
    const stored = storage.putStream(key, out, "application/zip");
    // A storage that fails stops the export's writes; an export that fails leaves no file.
    stored.catch((error) => out.destroy(error));
    const contents = await exportTenant(db, storage, row.tenant, out, onProgress).catch((error) => {
      out.destroy(error);
      throw error;
    });
    const size = await stored;
    await progress;
    const finishedAt = new Date();
    const [tenant] = await db.select({ eraseAfter: tenants.eraseAfter }).from(tenants).where(eq(tenants.id, row.tenant));
    const expiresAt =
      row.kind === "archive" && tenant?.eraseAfter
        ? new Date(tenant.eraseAfter.getTime() + ARCHIVE_EXPORT_KEPT_MS)
        : new Date(finishedAt.getTime() + EXPORT_KEPT_MS);
    const total = contents.tables.length;
    await db
      .update(tenantExports)
      .set({
        status: "done",
        tablesDone: total,
        tablesTotal: total,
        sizeBytes: size,
        storageKey: key,
        finishedAt,
        expiresAt,
      })
      .where(eq(tenantExports.id, exportId));
    await recordAudit(db, row.tenant, {
      actorUserId: null,
      action: "tenant.exported",
      subjectType: "tenant",
      subjectId: 0,
      details: { operator: row.requestedBy, export: row.id, kind: row.kind, bytes: size, tables: total },
    });
  } catch (error) {
    await progress;
    const last = run.attempt >= run.maxAttempts;
    await db
      .update(tenantExports)
      .set({
        status: last ? "failed" : "queued",
        error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        ...(last ? { finishedAt: new Date() } : {}),
      })
      .where(eq(tenantExports.id, exportId));
    throw error;
  }
}

/**
 * Archives a tenant (issue 39): status archived (its hosts answer 503, as a suspended tenant's), its erasure set 30
 * days on, and an export queued. Null when there is no such tenant, or it is archived or erased already.
 */
export async function archiveTenant(db: Database, tenant: TenantId, by: string, now = new Date()) {
  const eraseAfter = new Date(now.getTime() + ARCHIVE_GRACE_MS);
  const [archived] = await db
    .update(tenants)
    .set({ status: "archived", archivedAt: now, eraseAfter, updatedAt: now })
    .where(and(eq(tenants.id, tenant), ne(tenants.status, "archived"), isNull(tenants.erasedAt)))
    .returning();
  if (!archived) return null;
  await tenantsChanged(db, tenant);
  const exported = await queueTenantExport(db, tenant, by, "archive");
  return { eraseAfter, export: exported };
}

/** Clears an archived tenant's erasure when it is made active (or suspended) again: the erasure does not come. */
export async function cancelErasure(executor: Executor, tenant: TenantId) {
  await executor
    .update(tenants)
    .set({ archivedAt: null, eraseAfter: null })
    .where(and(eq(tenants.id, tenant), isNull(tenants.erasedAt), ne(tenants.status, "archived")));
}

/**
 * The hourly sweep: erases every archived tenant whose 30 days are over (its rows and files; its `tenants` row stays,
 * with `erased_at`), audited as `tenant.erased` in its own log (the one entry left there), and deletes the zips of
 * expired exports.
 */
export async function sweepArchives(db: Database, storage: FileStorage, now = new Date()) {
  const due = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.status, "archived"), isNull(tenants.erasedAt), lte(tenants.eraseAfter, now)));
  for (const { id } of due) {
    const erased = await eraseTenant(db, storage, id, { keepRecord: true });
    await db.update(tenants).set({ erasedAt: now, updatedAt: now }).where(eq(tenants.id, id));
    await tenantsChanged(db, id);
    await recordAudit(db, id, {
      actorUserId: null,
      action: "tenant.erased",
      subjectType: "tenant",
      subjectId: 0,
      details: { rows: erased.rows, files: erased.files },
    });
  }
  const expired = await db
    .select()
    .from(tenantExports)
    .where(and(isNotNull(tenantExports.storageKey), lte(tenantExports.expiresAt, now)));
  for (const row of expired) {
    await storage.delete(row.storageKey as string).catch(() => {});
    await db.update(tenantExports).set({ storageKey: null }).where(eq(tenantExports.id, row.id));
  }
  return { erased: due.map((row) => row.id), expired: expired.length };
}

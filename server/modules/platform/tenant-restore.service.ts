import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { recordAudit } from "../audit/audit.service";
import { tenantExports } from "./tenant-exports.table";
import { importTenant } from "./tenant-import.service";

/** The newest archive export of a tenant that can still be downloaded (30 days after the erasure), else none. */
export async function restorableArchive(db: Database, tenant: TenantId, now = new Date()) {
  const [row] = await db
    .select()
    .from(tenantExports)
    .where(
      and(
        eq(tenantExports.tenant, tenant),
        eq(tenantExports.kind, "archive"),
        eq(tenantExports.status, "done"),
        isNotNull(tenantExports.storageKey),
        gt(tenantExports.expiresAt, now),
      ),
    )
    .orderBy(desc(tenantExports.finishedAt), desc(tenantExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Brings an erased tenant back from its archive's export, read from the storage as it streams into the import
 * (importTenant: one transaction, the erased record takes the export's values); it comes back suspended. Audited as
 * `tenant.restored` in its log. Null when there is no archive left to restore from.
 */
export async function restoreTenant(db: Database, storage: FileStorage, tenant: TenantId, by: string) {
  const archive = await restorableArchive(db, tenant);
  const stored = archive?.storageKey ? await storage.get(archive.storageKey) : null;
  if (!archive || !stored) return null;
  const done = await importTenant(db, storage, Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>));
  await recordAudit(db, tenant, {
    actorUserId: null,
    action: "tenant.restored",
    subjectType: "tenant",
    subjectId: 0,
    details: { operator: by, export: archive.id, rows: done.tables.reduce((sum, table) => sum + table.rows, 0) },
  });
  return done;
}

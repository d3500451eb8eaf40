import { sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { forgetCenters } from "../tenancy/tenancy.service";
import { tenantsChanged } from "../tenancy/tenants.service";
import { quoted, tenantTables } from "./tenant-tables";

/**
 * Deletes a tenant and everything it has: its rows in every table (children before parents, in one transaction)
 * and then its stored files. For an archived tenant after its grace period, and an export's round trip; the
 * operator's CLI asks for the tenant's id twice before it calls this. With `keepRecord` (an archive's erasure) the
 * `tenants` row stays: the id stays reserved and the operator's exports of it (`tenant_exports`) stay; without it
 * those exports' rows go with the `tenants` row (the foreign key) and their zips with the tenant's files.
 */
export async function eraseTenant(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  options: { keepRecord?: boolean } = {},
): Promise<{ rows: number; files: number }> {
  const { rows, keys } = await db.transaction(async (tx) => {
    const tables = (await tenantTables(tx)).filter((table) => !options.keepRecord || table.name !== "tenants");
    const files = (await tx.execute(
      sql`select path as key from uploads where tenant_id = ${tenant} union all select small_path from uploads where tenant_id = ${tenant}
        union all select path from media_files where tenant_id = ${tenant} and path is not null
        union all select storage_key from tenant_exports where tenant = ${tenant} and storage_key is not null
          and ${options.keepRecord !== true}`,
    )) as unknown as { rows: { key: string }[] };
    let rows = 0;
    for (const table of tables.toReversed()) {
      const deleted = (await tx.execute(
        sql`delete from ${sql.raw(quoted(table.name))} where ${sql.raw(quoted(table.key))} = ${tenant}`,
      )) as unknown as { rowCount?: number; affectedRows?: number };
      rows += deleted.rowCount ?? deleted.affectedRows ?? 0;
    }
    return { rows, keys: files.rows.map((row) => row.key) };
  });
  // The rows are gone for good: a file that fails to go now is only unreachable.
  for (const key of keys) await storage.delete(key).catch(() => {});
  forgetCenters(db, tenant);
  await tenantsChanged(db, tenant);
  return { rows, files: keys.length };
}

import { once } from "node:events";
import type { Writable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { TenantId } from "../../config/tenants";
import type { Database, Executor } from "../../db/client";
import { rowsOf as rowsOfRaw } from "../../db/rows";
import type { FileStorage } from "../../storage/file-storage";
import { quoted, type TenantTable, tenantTables } from "./tenant-tables";

/** An export's first entry, `manifest.json`: the importer checks it before it writes anything. */
export interface TenantExportManifest {
  format: typeof EXPORT_FORMAT;
  tenant: TenantId;
  exportedAt: string;
  /** How many migrations its database had: an import needs the same schema. */
  migrations: number;
}

/** Its last entry, `contents.json`: rows per table (parents first, the order they are in the zip) and the files. */
export interface TenantExportContents {
  tables: { name: string; rows: number }[];
  files: string[];
}

export const EXPORT_FORMAT = "volunteer-platform-tenant/1";
/** Tables kept apart from the tenants' own role (decision 26): read as the server's owner role. */
const PLATFORM_TABLES = new Set(["tenants", "tenant_hosts"]);
/** Sessions, two-step challenges and remembered devices do not move: after an import everyone signs in again. */
const NOT_EXPORTED = new Set(["auth_tokens", "two_factor_tokens"]);
const PAGE = 1_000;

type Row = Record<string, unknown>;
const rowsOf = (executor: Executor, query: SQL) => rowsOfRaw<Row>(executor, query);

export const appliedMigrations = async (executor: Executor) =>
  Number((await rowsOf(executor, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n);

/** The stored keys a tenant's rows name: its uploads' two sizes and its documents. */
function storageKeys(table: string, row: Row): string[] {
  if (table === "uploads") return [row.path, row.small_path].filter((key): key is string => typeof key === "string");
  if (table === "media_files" && typeof row.path === "string") return [row.path];
  return [];
}

/**
 * Writes one tenant as a zip to `out` (issue 39, item 4): `manifest.json`, `tables/<table>.jsonl` (one JSON object a
 * row, every stored column) and `files/<key>` (its uploads as stored). Read in one read-only transaction, so the rows
 * agree with each other; the tenant's tables through its own role, so no other tenant's row can be in it.
 */
export async function exportTenant(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  out: Writable,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<TenantExportManifest & TenantExportContents> {
  const zip = new Zip((error, chunk) => {
    if (error) out.destroy(error);
    else out.write(chunk);
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const json = (name: string, value: unknown) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(JSON.stringify(value, null, 2)), true);
  };
  const keys = new Set<string>();
  const contents: TenantExportContents = { tables: [], files: [] };
  const manifest = await db.transaction(
    async (tx) => {
      const tables = (await tenantTables(tx)).filter((table) => !NOT_EXPORTED.has(table.name));
      const manifest: TenantExportManifest = {
        format: EXPORT_FORMAT,
        tenant,
        exportedAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx),
      };
      json("manifest.json", manifest);
      // The tenant's record and hosts first: an import writes the tables in the order they are here.
      const platform = tables.filter((table) => PLATFORM_TABLES.has(table.name));
      for (const table of platform) contents.tables.push({ name: table.name, rows: await writeTable(tx, table, tenant) });
      await tx.execute(sql`select set_config('role', 'app_tenant', true), set_config('app.tenant_id', ${tenant}, true)`);
      const own = tables.filter((table) => !PLATFORM_TABLES.has(table.name));
      for (const [index, table] of own.entries()) {
        contents.tables.push({ name: table.name, rows: await writeTable(tx, table, tenant) });
        onProgress(index + 1, own.length + 1);
      }
      return manifest;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  async function writeTable(tx: Executor, table: TenantTable, id: TenantId) {
    const file = new ZipDeflate(`tables/${table.name}.jsonl`, { level: 6 });
    zip.add(file);
    const columns = sql.raw(table.columns.map(quoted).join(", "));
    const order = sql.raw(table.primaryKey.map(quoted).join(", "));
    let rows = 0;
    for (let offset = 0; ; offset += PAGE) {
      const page = await rowsOf(
        tx,
        sql`select row_to_json(r) as row from (select ${columns} from ${sql.raw(quoted(table.name))}
          where ${sql.raw(quoted(table.key))} = ${id} order by ${order} limit ${PAGE} offset ${offset}) r`,
      );
      const lines = page.map(({ row }) => {
        for (const key of storageKeys(table.name, row as Row)) keys.add(key);
        return `${JSON.stringify(row)}\n`;
      });
      rows += page.length;
      file.push(new TextEncoder().encode(lines.join("")), page.length < PAGE);
      await drained();
      if (page.length < PAGE) return rows;
    }
  }

  for (const key of keys) {
    const stored = await storage.get(key);
    // A row whose file is gone (removed by hand) is exported without it: the contents list only what is in the zip.
    if (!stored) continue;
    const file = new ZipPassThrough(`files/${key}`);
    zip.add(file);
    const reader = stored.body.getReader();
    let previous: Uint8Array | null = null;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (previous) file.push(previous);
      previous = read.value;
      await drained();
    }
    file.push(previous ?? new Uint8Array(), true);
    contents.files.push(key);
    await drained();
  }
  json("contents.json", contents);
  zip.end();
  onProgress(1, 1);
  out.end();
  await once(out, "finish");
  return { ...manifest, ...contents };
}

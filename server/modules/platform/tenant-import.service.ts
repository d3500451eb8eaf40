import { type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database, Executor } from "../../db/client";
import { rowsOf as rowsOfRaw } from "../../db/rows";
import type { FileStorage } from "../../storage/file-storage";
import { NotAZipError, zipEntries } from "../../storage/zip-entries";
import { forgetCenters } from "../tenancy/tenancy.service";
import { tenantsChanged } from "../tenancy/tenants.service";
import { appliedMigrations, EXPORT_FORMAT, type TenantExportContents, type TenantExportManifest } from "./tenant-export.service";
import { quoted, type TenantTable, tenantTables } from "./tenant-tables";

/** Why an export cannot be imported here: said to the operator as it is. */
export class TenantImportError extends Error {}

type Row = Record<string, unknown>;
const BATCH = 500;

/**
 * Imports a tenant's export (exportTenant) into this installation, with the ids it had: every row in one
 * transaction, so a refusal or a failure leaves nothing of it; its files are stored before the rows are committed.
 * Refused when the schema differs, the tenant exists here, or a row is another tenant's or has an id this
 * installation uses already (a move between installations goes to one where its ids are free). A tenant whose data
 * was erased here (an archive's erasure keeps its record) is restored: its record takes the export's values and it
 * comes back suspended, for the operator to look at before he opens it (`restored`).
 */
export async function importTenant(
  db: Database,
  storage: FileStorage,
  zipped: AsyncIterable<Uint8Array>,
): Promise<TenantExportManifest & TenantExportContents & { restored: boolean }> {
  const decoder = new TextDecoder();
  const result = await db.transaction(async (tx) => {
    const tables = new Map((await tenantTables(tx)).map((table) => [table.name, table]));
    const migrations = await appliedMigrations(tx);
    let manifest: TenantExportManifest | null = null;
    let contents: TenantExportContents | null = null;
    const counted = new Map<string, number>();
    let restored = false;
    const stored: string[] = [];
    // Each entry's bytes are handed over as they are read; the writes are chained and awaited per chunk read.
    let work: Promise<void> = Promise.resolve();
    let failure: unknown = null;
    const then = (step: () => Promise<void>) => {
      work = work
        .then(() => (failure ? undefined : step()))
        .catch((error) => {
          failure ??= error;
        });
    };

    const onEntry = (name: string) => {
      const chunks: Uint8Array[] = [];
      let pending = "";
      let batch: Row[] = [];
      const tableName = /^tables\/([a-z0-9_]+)\.jsonl$/.exec(name)?.[1];
      const table = tableName ? tables.get(tableName) : undefined;
      if (tableName && !table) failure ??= new TenantImportError(`the export has a table this installation lacks: ${tableName}`);
      const flush = (rows: Row[]) => {
        if (!table || rows.length === 0) return;
        then(async () => {
          if (!manifest) throw new TenantImportError("the export does not begin with its manifest");
          if (restored && table.name === "tenants") await restoreRecord(tx, table, manifest.tenant, rows);
          else await insertRows(tx, table, manifest.tenant, rows);
          counted.set(table.name, (counted.get(table.name) ?? 0) + rows.length);
        });
      };
      return (chunk: Uint8Array, final: boolean) => {
        if (table) {
          pending += decoder.decode(chunk, { stream: !final });
          const lines = pending.split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines) {
            if (line.trim() === "") continue;
            batch.push(JSON.parse(line) as Row);
            if (batch.length === BATCH) {
              flush(batch);
              batch = [];
            }
          }
          if (final) flush(batch);
          return;
        }
        chunks.push(chunk);
        if (!final) return;
        const bytes = concat(chunks);
        if (name === "manifest.json") {
          manifest = checkedManifest(JSON.parse(decoder.decode(bytes)), migrations);
          const tenant = manifest.tenant;
          then(async () => {
            const [taken] = await rowsOf(tx, sql`select erased_at from tenants where id = ${tenant}`);
            if (taken && !taken.erased_at) throw new TenantImportError(`this installation has a tenant '${tenant}' already`);
            restored = Boolean(taken);
          });
        } else if (name === "contents.json") {
          contents = JSON.parse(decoder.decode(bytes)) as TenantExportContents;
        } else if (name.startsWith("files/")) {
          const key = name.slice("files/".length);
          then(async () => {
            if (!manifest || !key.startsWith(`${manifest.tenant}/`)) {
              throw new TenantImportError(`the export has a file outside its tenant's folder: ${key}`);
            }
            await storage.put(key, bytes, contentTypeOf(key));
            stored.push(key);
          });
        }
      };
    };

    try {
      for await (const entry of zipEntries(zipped)) {
        if (entry.name.endsWith("/")) continue;
        const take = onEntry(entry.name);
        for await (const chunk of entry.chunks) {
          take(chunk, false);
          await work;
          if (failure) throw failure;
        }
        take(new Uint8Array(), true);
        await work;
        if (failure) throw failure;
      }
    } catch (error) {
      throw error instanceof NotAZipError ? new TenantImportError(error.message) : error;
    }
    if (!manifest || !contents) throw new TenantImportError("the export is not complete: its manifest or contents are missing");
    const { tables: expected, files } = contents as TenantExportContents;
    for (const { name, rows } of expected) {
      if ((counted.get(name) ?? 0) !== rows) {
        throw new TenantImportError(`table ${name}: ${counted.get(name) ?? 0} rows read, the export says ${rows}`);
      }
    }
    if (stored.length !== files.length)
      throw new TenantImportError(`${stored.length} files read, the export says ${files.length}`);
    // New rows of any tenant get ids after the imported ones.
    for (const table of tables.values()) await bumpIdentity(tx, table);
    // An archive's export was taken while archived: restored, it is neither archived nor to be erased again.
    if (restored) {
      await tx.execute(
        sql`update tenants set status = 'suspended', archived_at = null, erase_after = null, erased_at = null, updated_at = now()
          where id = ${(manifest as TenantExportManifest).tenant}`,
      );
    }
    return { ...(manifest as TenantExportManifest), ...(contents as TenantExportContents), restored };
  });
  forgetCenters(db, result.tenant);
  await tenantsChanged(db, result.tenant);
  return result;
}

const rowsOf = (executor: Executor, query: SQL) => rowsOfRaw<Row>(executor, query);

function checkedManifest(value: unknown, migrations: number): TenantExportManifest {
  const manifest = value as Partial<TenantExportManifest>;
  if (manifest?.format !== EXPORT_FORMAT || typeof manifest.tenant !== "string") {
    throw new TenantImportError(`not an export of this platform (format ${String(manifest?.format)})`);
  }
  if (manifest.migrations !== migrations) {
    throw new TenantImportError(
      `the export's schema has ${manifest.migrations} migrations, this installation ${migrations}: export and import on the same version`,
    );
  }
  return manifest as TenantExportManifest;
}

/** Rows of one table, as they were (their ids too); each must be the manifest's tenant's. */
async function insertRows(tx: Executor, table: TenantTable, tenant: TenantId, rows: Row[]) {
  if (rows.some((row) => row[table.key] !== tenant)) {
    throw new TenantImportError(`table ${table.name} has a row of another tenant than '${tenant}'`);
  }
  const columns = sql.raw(table.columns.map(quoted).join(", "));
  const name = sql.raw(quoted(table.name));
  try {
    await tx.execute(
      sql`insert into ${name} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
    );
  } catch (error) {
    if (constraintError(error) === "23505") {
      throw new TenantImportError(`table ${table.name}: an id or a unique value of the export is taken in this installation`);
    }
    throw error;
  }
}

/** An erased tenant's record (kept by its archive's erasure) given the values its export has. */
async function restoreRecord(tx: Executor, table: TenantTable, tenant: TenantId, rows: Row[]) {
  if (rows.length !== 1 || rows[0].id !== tenant)
    throw new TenantImportError(`table tenants has a row of another tenant than '${tenant}'`);
  const columns = table.columns.filter((column) => column !== "id");
  const list = sql.raw(columns.map(quoted).join(", "));
  await tx.execute(
    sql`update tenants set (${list}) = (select ${list} from json_populate_record(null::tenants, ${JSON.stringify(rows[0])}::json))
      where id = ${tenant}`,
  );
}

/** After rows with their own ids: the table's identity goes on after the highest. */
async function bumpIdentity(tx: Executor, table: TenantTable) {
  if (table.primaryKey.length !== 1) return;
  const column = table.primaryKey[0];
  const [sequence] = await rowsOf(tx, sql`select pg_get_serial_sequence(${table.name}, ${column}) as name`);
  if (!sequence?.name) return;
  const name = sql.raw(quoted(table.name));
  const id = sql.raw(quoted(column));
  await tx.execute(sql`select setval(${String(sequence.name)}, greatest((select max(${id}) from ${name}), 1))`);
}

function constraintError(error: unknown): string | null {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code) return e.code;
  return null;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf", png: "image/png", jpg: "image/jpeg" };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

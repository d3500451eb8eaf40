import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf as rowsOfRaw } from "../../db/rows";

/** A table that holds a tenant's rows: its stored columns (not the generated ones), in the order the schema has them. */
export interface TenantTable {
  name: string;
  /** The column that names the tenant: `id` for the tenants table itself, `tenant_id` for every other. */
  key: "id" | "tenant_id";
  columns: string[];
  primaryKey: string[];
}

type Row = Record<string, unknown>;
const rowsOf = (executor: Executor, query: SQL) => rowsOfRaw<Row>(executor, query);

/**
 * Every table with a tenant's rows, read from the database's own catalogue (a table added later is exported
 * without a change here), parents before the tables whose foreign keys point at them.
 */
export async function tenantTables(executor: Executor): Promise<TenantTable[]> {
  // One after another: the executor may be a transaction's one connection.
  const columns = await rowsOf(
    executor,
    sql`select c.table_name as table, c.column_name as column from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const primaryKeys = await rowsOf(
    executor,
    sql`select t.relname as table, a.attname as column from pg_index i
        join pg_class t on t.oid = i.indrelid join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
        where i.indisprimary and t.relnamespace = 'public'::regnamespace order by t.relname, a.attnum`,
  );
  const foreignKeys = await rowsOf(
    executor,
    sql`select child.relname as child, parent.relname as parent from pg_constraint c
        join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) byTable.set(String(row.table), [...(byTable.get(String(row.table)) ?? []), String(row.column)]);
  const tables = new Map<string, TenantTable>();
  for (const [name, names] of byTable) {
    const key = name === "tenants" ? "id" : names.includes("tenant_id") ? "tenant_id" : null;
    if (!key) continue;
    const primaryKey = primaryKeys.filter((row) => row.table === name).map((row) => String(row.column));
    tables.set(name, { name, key, columns: names, primaryKey });
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of foreignKeys) {
    if (child === parent || !tables.has(String(child)) || !tables.has(String(parent))) continue;
    parents.set(String(child), (parents.get(String(child)) ?? new Set()).add(String(parent)));
  }
  // Parents first; the catalogue has no cycles among these tables (a cycle would be left in name order).
  const ordered: TenantTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) place(parent, path);
    placed.add(name);
    ordered.push(tables.get(name) as TenantTable);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { TENANT_EXPORT_KINDS, TENANT_EXPORT_STATUSES } from "../../../contract/platform";
import { tenants } from "../tenancy/tenants.table";

export type TenantExportStatus = (typeof TENANT_EXPORT_STATUSES)[number];
export type TenantExportKind = (typeof TENANT_EXPORT_KINDS)[number];

/**
 * The operator's exports of a tenant (issue 39): the platform's own table, like `tenants` (no row-level security; a
 * tenant's transaction may not touch it, migration 0059). Its column is `tenant`, not `tenant_id`, on purpose: the
 * tenant's export and erasure take every table with a `tenant_id` (tenant-tables.ts), and this one is neither the
 * tenant's data nor erased with it: an erased tenant's row stays, and so does its archive's export.
 */
export const tenantExports = pgTable(
  "tenant_exports",
  {
    id: serial("id").primaryKey(),
    tenant: varchar("tenant", { length: 32 })
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<TenantExportKind>().notNull().default("requested"),
    status: varchar("status", { length: 16 }).$type<TenantExportStatus>().notNull().default("queued"),
    tablesDone: integer("tables_done").notNull().default(0),
    tablesTotal: integer("tables_total").notNull().default(0),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** The zip in the file storage (under `platform/exports/`, a folder no tenant can have); null until done, and after it expired. */
    storageKey: varchar("storage_key", { length: 200 }),
    error: text("error"),
    /** The operator who asked (an e-mail address). */
    requestedBy: varchar("requested_by", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** After this the download is gone (410) and the hourly sweep deletes the file. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("tenant_exports_status", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("tenant_exports_kind", sql`${t.kind} in ('requested', 'archive')`),
    index("tenant_exports_tenant").on(t.tenant, t.createdAt),
  ],
);

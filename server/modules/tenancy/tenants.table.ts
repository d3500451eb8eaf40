import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { AppContext, TenantStatus, TenantSwitches } from "../../../contract/tenants";

/**
 * The installation's tenants (issue 39): the platform's own table, not a tenant's (no row-level security; a tenant's
 * transaction may not touch it, migration 0054). The five tenants of the spec come with the migration.
 */
export const tenants = pgTable(
  "tenants",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** Fixed header title; null: the current centre's name. */
    appName: varchar("app_name", { length: 100 }),
    appContext: varchar("app_context", { length: 16 }).$type<AppContext>().notNull(),
    switches: jsonb("switches").$type<TenantSwitches>().notNull(),
    status: varchar("status", { length: 16 }).$type<TenantStatus>().notNull().default("active"),
    /** Archived (issue 39): its data is erased at `eraseAfter` unless it is made active again before. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    eraseAfter: timestamp("erase_after", { withTimezone: true }),
    /** Its data is gone; the row stays (the id reserved, the archive's export downloadable). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tenants_app_context", sql`${t.appContext} in ('meedoen', 'gelderland')`),
    check("tenants_status", sql`${t.status} in ('active', 'suspended', 'archived')`),
  ],
);

/**
 * Every host a tenant answers on by name (the exact host map), and with a centre slug the hosts of a centre of its own
 * (the centre host map): one table. Hosts are stored lower-case, without a port.
 */
export const tenantHosts = pgTable(
  "tenant_hosts",
  {
    host: varchar("host", { length: 253 }).primaryKey(),
    tenantId: varchar("tenant_id", { length: 32 })
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    centerSlug: varchar("center_slug", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tenant_hosts_lower_case", sql`${t.host} = lower(${t.host})`), index("tenant_hosts_tenant").on(t.tenantId)],
);

import { asc, eq, inArray } from "drizzle-orm";
import {
  type AppContext,
  DEFAULT_TENANT_SWITCHES,
  type TenantStatus,
  type TenantSwitches,
  tenantHostSchema,
  tenantIdSchema,
  tenantSwitchesSchema,
} from "../../../contract/tenants";
import { type FeatureFlags, featureFlagsFor } from "../../config/feature-flags";
import { type TenantDirectory, type TenantHost, type TenantId, type TenantRecord, tenantDirectoryOf } from "../../config/tenants";
import { onChange, publishChange } from "../../db/change-feed";
import type { Database } from "../../db/client";
import { tenantHosts, tenants } from "./tenants.table";

/**
 * The tenants and their hosts as this process knows them (issue 39): read from the database once, held in memory for
 * every request (host resolution, the site context, the jobs), and read again whenever a process writes them (the
 * change feed's `tenants` topic). One per database handle.
 */
export interface TenantRegistry extends TenantDirectory {
  /** Reads the tables again; resolves once this process answers with what they hold now. */
  reload(): Promise<void>;
}

type TenantRow = typeof tenants.$inferSelect;

const recordOf = (row: TenantRow): TenantRecord => ({
  id: row.id,
  name: row.name,
  appName: row.appName,
  appContext: row.appContext,
  // A switch added after the row was written is off until the operator sets it.
  switches: { ...DEFAULT_TENANT_SWITCHES, ...row.switches },
  status: row.status,
});

async function readDirectory(db: Database): Promise<TenantDirectory> {
  // Hosts first: a tenant made between the two reads is then only missing its hosts until the next read.
  const hosts = await db
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId, centerSlug: tenantHosts.centerSlug })
    .from(tenantHosts)
    .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
  const rows = await db.select().from(tenants).orderBy(asc(tenants.id));
  return tenantDirectoryOf(rows.map(recordOf), hosts);
}

async function loadRegistry(db: Database): Promise<TenantRegistry> {
  let current = await readDirectory(db);
  let latest: Promise<void> = Promise.resolve();
  return {
    get: (id) => current.get(id),
    list: () => current.list(),
    all: () => current.all(),
    byHost: (hostname) => current.byHost(hostname),
    hostsOf: (id) => current.hostsOf(id),
    reload() {
      // One read after the other, each begun after the write that asked for it: the last one leaves the newest.
      const next = latest
        .catch(() => {})
        .then(async () => {
          current = await readDirectory(db);
        });
      latest = next;
      return next;
    },
  };
}

const loaded = new WeakMap<Database, TenantRegistry>();
const loading = new WeakMap<Database, Promise<TenantRegistry>>();

/** The database's tenant registry, read on the first ask (the server and the test app ask before they serve). */
export function tenantRegistry(db: Database): Promise<TenantRegistry> {
  const registry = loaded.get(db);
  if (registry) return Promise.resolve(registry);
  let pending = loading.get(db);
  if (!pending) {
    pending = loadRegistry(db).then(
      (ready) => {
        loaded.set(db, ready);
        loading.delete(db);
        return ready;
      },
      (error: unknown) => {
        loading.delete(db);
        throw error;
      },
    );
    loading.set(db, pending);
  }
  return pending;
}

/** A tenant the database knows, whatever its status; an unknown id is an error that names it. */
export async function tenantRecordOf(db: Database, id: TenantId): Promise<TenantRecord> {
  const tenant = (await tenantRegistry(db)).get(id);
  if (!tenant) throw new Error(`no tenant '${id}'`);
  return tenant;
}

/** The tenant's feature flags in its own app context (what its sites show without an App-Context header). */
export async function ownFeatureFlags(db: Database, id: TenantId): Promise<FeatureFlags> {
  const tenant = await tenantRecordOf(db, id);
  return featureFlagsFor(tenant, tenant.appContext);
}

/** The active tenants' ids: what the recurring jobs run over. */
export async function activeTenantIds(db: Database): Promise<TenantId[]> {
  return (await tenantRegistry(db)).list().map((tenant) => tenant.id);
}

/** Every tenant's id, suspended and archived ones too: the sweeps that erase what has expired run over these. */
export async function allTenantIds(db: Database): Promise<TenantId[]> {
  return (await tenantRegistry(db)).all().map((tenant) => tenant.id);
}

const RETRY_MS = 1000;
const RETRY_MAX_MS = 60_000;

/** A read that fails (the database away for a moment) is tried again: a process must not keep old tenants for good. */
function reloadUntilRead(registry: TenantRegistry, delay = RETRY_MS) {
  registry.reload().catch(() => {
    setTimeout(() => reloadUntilRead(registry, Math.min(delay * 2, RETRY_MAX_MS)), delay).unref();
  });
}

// A process wrote a tenant or a host (this one or, through the change feed, another): read them again.
onChange("tenants", (db) => {
  const registry = loaded.get(db);
  if (registry) return reloadUntilRead(registry);
  // Still loading: that read may have begun before the write.
  void loading
    .get(db)
    ?.then((ready) => reloadUntilRead(ready))
    .catch(() => {});
});

export interface NewTenant {
  id: TenantId;
  name: string;
  appName?: string | null;
  appContext?: AppContext;
  /** Switches left out are off. */
  switches?: Partial<TenantSwitches>;
  status?: TenantStatus;
  /** Hosts it answers on by name; with a centre slug, that centre's own host. */
  hosts?: { host: string; centerSlug?: string | null }[];
}

/**
 * Adds a tenant with its hosts, and once it has committed every process knows it: this one before the call returns,
 * the others through the change feed. A malformed id, switch or host is refused (a zod error) before anything is
 * written.
 */
export async function createTenantRecord(db: Database, input: NewTenant): Promise<TenantRecord> {
  const id = tenantIdSchema.parse(input.id);
  const switches = tenantSwitchesSchema.parse({ ...DEFAULT_TENANT_SWITCHES, ...input.switches });
  const hosts: TenantHost[] = (input.hosts ?? []).map((entry) => ({
    host: tenantHostSchema.parse(entry.host),
    tenantId: id,
    centerSlug: entry.centerSlug ?? null,
  }));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tenants)
      .values({
        id,
        name: input.name,
        appName: input.appName ?? null,
        appContext: input.appContext ?? "gelderland",
        switches,
        status: input.status ?? "active",
      })
      .returning();
    if (hosts.length > 0) await tx.insert(tenantHosts).values(hosts);
    return created;
  });
  await tenantsChanged(db, id);
  return recordOf(row);
}

export interface TenantChanges {
  name?: string;
  appName?: string | null;
  /** Merged over the tenant's switches. */
  switches?: Partial<TenantSwitches>;
  status?: TenantStatus;
  /** All the hosts it answers on from now (replacing the ones it had). */
  hosts?: { host: string; centerSlug?: string | null }[];
}

/**
 * Changes a tenant and its hosts in one transaction; every process knows it once it has committed (as
 * createTenantRecord). Null when there is no such tenant.
 */
export async function updateTenantRecord(db: Database, id: TenantId, changes: TenantChanges): Promise<TenantRecord | null> {
  const hosts = changes.hosts?.map((entry) => ({
    host: tenantHostSchema.parse(entry.host),
    tenantId: id,
    centerSlug: entry.centerSlug ?? null,
  }));
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, id)).for("update");
    if (!current) return null;
    const switches = tenantSwitchesSchema.parse({ ...DEFAULT_TENANT_SWITCHES, ...current.switches, ...changes.switches });
    const [updated] = await tx
      .update(tenants)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.appName !== undefined ? { appName: changes.appName } : {}),
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        switches,
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, id))
      .returning();
    if (hosts) {
      await tx.delete(tenantHosts).where(eq(tenantHosts.tenantId, id));
      if (hosts.length > 0) await tx.insert(tenantHosts).values(hosts);
    }
    return updated;
  });
  if (!row) return null;
  await tenantsChanged(db, id);
  return recordOf(row);
}

/** Which of these hosts another tenant (not `except`) answers on already, as the tables hold them now. */
export async function hostsTakenByOthers(db: Database, hosts: string[], except?: TenantId): Promise<Set<string>> {
  if (hosts.length === 0) return new Set();
  const rows = await db
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(inArray(tenantHosts.host, hosts));
  return new Set(rows.filter((row) => row.tenantId !== except).map((row) => row.host));
}

/**
 * Removes a tenant that was never opened (the operator's creation undoing itself after a failed step): its hosts go
 * with it. Its centres and users are the caller's to remove first.
 */
export async function deleteTenantRecord(db: Database, id: TenantId): Promise<void> {
  await db.delete(tenants).where(eq(tenants.id, id));
  await tenantsChanged(db, id);
}

/** After a write to the tenants or their hosts has committed: every process reads them again, this one at once. */
export async function tenantsChanged(db: Database, tenant: TenantId) {
  publishChange(db, "tenants", tenant);
  await loaded.get(db)?.reload();
}

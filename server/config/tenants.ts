import { APP_CONTEXTS, type AppContext, type TenantStatus, type TenantSwitches } from "../../contract/tenants";

// Tenants, their switches and their hosts are data (the tenancy module's `tenants` and `tenant_hosts` tables, issue
// 39); what stays here is their shape and how a host finds its tenant. The installation's own settings (a host map
// override, the wildcard suffixes, the default tenant) come from the environment (hosts.ts).

/** A tenant's id (its slug, e.g. `oldebroek`): any tenant the database knows, not a list in code. */
export type TenantId = string;

export { APP_CONTEXTS, type AppContext };

export function isAppContext(value: unknown): value is AppContext {
  return typeof value === "string" && (APP_CONTEXTS as readonly string[]).includes(value);
}

/** A tenant as the server holds it. */
export interface TenantRecord {
  id: TenantId;
  name: string;
  /** Fixed header title; null means the current centre's name is used. */
  appName: string | null;
  appContext: AppContext;
  switches: TenantSwitches;
  status: TenantStatus;
}

/** One host of a tenant; with a centre slug it is that centre's own host. */
export interface TenantHost {
  host: string;
  tenantId: TenantId;
  centerSlug: string | null;
}

/** The tenants and their hosts as one process knows them at this moment (the tenancy module keeps it current). */
export interface TenantDirectory {
  /** Any tenant, whatever its status; undefined for an id no tenant has. */
  get(id: string): TenantRecord | undefined;
  /** The active tenants, for the recurring jobs. */
  list(): TenantRecord[];
  /** Every tenant, whatever its status (the sweeps that erase what has expired). */
  all(): TenantRecord[];
  /** The tenant (and centre) of an exact host. */
  byHost(hostname: string): TenantHost | undefined;
  /** The tenant's hosts, oldest first: its own ones (no centre) and its centres'. */
  hostsOf(id: string): readonly TenantHost[];
}

/** A directory of a fixed list: the registry builds one per load; tests build one of their own. */
export function tenantDirectoryOf(records: readonly TenantRecord[], hosts: readonly TenantHost[]): TenantDirectory {
  const byId = new Map(records.map((record) => [record.id, record]));
  // A host whose tenant is not (yet) in the list answers as no host at all.
  const known = hosts.filter((entry) => byId.has(entry.tenantId));
  const byHost = new Map(known.map((entry) => [entry.host, entry]));
  const all = [...records];
  const active = all.filter((record) => record.status === "active");
  const perTenant = new Map<string, TenantHost[]>();
  for (const entry of known) perTenant.set(entry.tenantId, [...(perTenant.get(entry.tenantId) ?? []), entry]);
  return {
    get: (id) => byId.get(id),
    list: () => active,
    all: () => all,
    byHost: (hostname) => byHost.get(hostname),
    hostsOf: (id) => perTenant.get(id) ?? [],
  };
}

export const DEFAULT_WILDCARD_SUFFIXES = [".localhost", ".volunteerly.nl"];

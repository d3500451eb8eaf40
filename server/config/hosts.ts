import type { Env } from "./env";
import { DEFAULT_WILDCARD_SUFFIXES, type TenantDirectory, type TenantId } from "./tenants";

export interface HostConfig {
  defaultTenant: TenantId;
  /** TENANT_HOST_MAP: the installation's own host -> tenant entries, which win over the tenants' hosts in the table. */
  tenantHostMap: Record<string, TenantId>;
  wildcardSuffixes: string[];
  /** CENTER_HOST_MAP: the installation's own host -> centre slug entries, which win over the centre hosts in the table. */
  centerHostMap: Record<string, string>;
  /** The tenants and their hosts (the tenancy module's registry, kept current in every process). */
  tenants: TenantDirectory;
  geldersHandenHost: string | null;
  /** OPERATOR_HOST: the platform operator's host, where no tenant is resolved (decision 26). */
  operatorHost: string;
  /** PUBLIC_ORIGINS as configured: a tenant's site address by its id, a host's by its name. */
  configuredOrigins: Record<string, string>;
  /** Base URLs set per host in PUBLIC_ORIGINS (e.g. a centre host's); other configured hosts follow baseUrlOf. */
  hostOrigins: Record<string, string>;
  /** PORT, for the base URLs of local demo hosts (*.localhost). */
  port: number;
  /** Origins a mail template may link to besides the tenant's own hosts (MAIL_LINK_ORIGINS). */
  mailLinkOrigins?: string[];
}

/** Host header without port, lower-cased. */
export function hostnameOf(hostHeader: string | undefined | null): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0];
}

/** The own entry of a map from the configuration (a host named `constructor` finds nothing). */
const entryOf = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/**
 * Spec section 1: the exact host (the installation's TENANT_HOST_MAP first, then the tenants' hosts), then the first
 * label before a wildcard suffix when a tenant has that id, else the default tenant.
 */
export function resolveTenantFromHost(hostname: string, config: HostConfig): TenantId {
  const exact = entryOf(config.tenantHostMap, hostname) ?? config.tenants.byHost(hostname)?.tenantId;
  if (exact) return exact;
  for (const suffix of config.wildcardSuffixes) {
    if (hostname.endsWith(suffix) && hostname.length > suffix.length) {
      const labels = hostname.slice(0, -suffix.length).split(".");
      const candidate = labels[labels.length - 1];
      if (config.tenants.get(candidate)) return candidate;
    }
  }
  return config.defaultTenant;
}

/**
 * The centre a host is for: the installation's CENTER_HOST_MAP first, then the centre hosts in the table (unless
 * TENANT_HOST_MAP gave the host to a tenant of its own choosing).
 */
export function centerSlugForHost(hostname: string, config: HostConfig): string | null {
  const configured = entryOf(config.centerHostMap, hostname);
  if (configured) return configured;
  if (Object.hasOwn(config.tenantHostMap, hostname)) return null;
  return config.tenants.byHost(hostname)?.centerSlug ?? null;
}

/** A host map of the configuration, "host=value,host2=value2", with lower-cased hosts. */
export function hostMapOf(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  // "host=value,host2=value2"
  return Object.fromEntries(
    raw
      .split(",")
      .map((pair) => pair.trim().split("="))
      .filter((parts) => parts.length === 2 && parts[0] && parts[1])
      .map(([host, value]) => [host.toLowerCase(), value]),
  );
}

/** The base URL of a configured host: a local demo name over http on PORT, any other over https. */
export function baseUrlOf(hostname: string, port: number): string {
  const local = hostname === "localhost" || hostname.endsWith(".localhost");
  return local ? `http://${hostname}:${port}` : `https://${hostname}`;
}

/** An origin from the configuration, without a path or trailing slash; a broken one stops the start. */
function originOf(key: string, raw: string, setting = "PUBLIC_ORIGINS"): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`${setting}: '${key}' needs an http(s) address, not '${raw}'`);
  }
  return url.origin;
}

/**
 * The tenant's site address (links in mails sent by jobs, and on requests for a host that is not the tenant's):
 * PUBLIC_ORIGINS first, then its host in TENANT_HOST_MAP, then its oldest own host in the table, else its local demo
 * address.
 */
export function publicOriginOf(tenant: TenantId, config: HostConfig): string {
  const configured = entryOf(config.configuredOrigins, tenant);
  if (configured) return configured;
  const mapped =
    Object.entries(config.tenantHostMap).find(([, t]) => t === tenant)?.[0] ??
    config.tenants.hostsOf(tenant).find((entry) => entry.centerSlug === null && !Object.hasOwn(config.tenantHostMap, entry.host))
      ?.host;
  const local = tenant === config.defaultTenant ? "localhost" : `${tenant}.localhost`;
  return baseUrlOf(mapped ?? local, config.port);
}

/**
 * The installation's host settings over the tenants the database knows. A default tenant or a TENANT_HOST_MAP entry
 * that names no tenant stops the start.
 */
export function hostConfigFrom(env: Env, tenants: TenantDirectory): HostConfig {
  if (!tenants.get(env.DEFAULT_TENANT)) throw new Error(`DEFAULT_TENANT '${env.DEFAULT_TENANT}' is not a tenant`);
  const tenantHostMap = hostMapOf(env.TENANT_HOST_MAP);
  for (const [host, tenant] of Object.entries(tenantHostMap)) {
    if (!tenants.get(tenant)) throw new Error(`TENANT_HOST_MAP: '${host}' points to unknown tenant '${tenant}'`);
  }
  // Keys are tenants (their main address) or hosts (that host's address).
  const configured = Object.fromEntries(
    Object.entries(hostMapOf(env.PUBLIC_ORIGINS)).map(([key, raw]) => [key, originOf(key, raw)]),
  );
  return {
    defaultTenant: env.DEFAULT_TENANT,
    tenantHostMap,
    wildcardSuffixes: env.TENANT_WILDCARD_SUFFIXES
      ? env.TENANT_WILDCARD_SUFFIXES.split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_WILDCARD_SUFFIXES,
    centerHostMap: hostMapOf(env.CENTER_HOST_MAP),
    tenants,
    geldersHandenHost: env.GELDERSE_HANDEN_HOST?.toLowerCase() ?? null,
    operatorHost: env.OPERATOR_HOST,
    configuredOrigins: configured,
    hostOrigins: Object.fromEntries(Object.entries(configured).filter(([key]) => !tenants.get(key))),
    port: env.PORT,
    mailLinkOrigins: (env.MAIL_LINK_ORIGINS ?? "")
      .split(",")
      .map((raw) => raw.trim())
      .filter(Boolean)
      .map((raw) => originOf(raw, raw, "MAIL_LINK_ORIGINS")),
  };
}

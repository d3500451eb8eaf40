import { baseUrlOf, centerSlugForHost, type HostConfig, publicOriginOf, resolveTenantFromHost } from "./hosts";
import type { TenantId } from "./tenants";

/**
 * Where absolute links of a request point (decision 7): always a configured origin, never a request header.
 * The request's host only chooses among the tenant's configured hosts.
 */
export interface SiteOrigin {
  /** The base URL for links, mails, canonical addresses and feeds. */
  origin: string;
  /** Whether the request came for one of the tenant's configured hosts; otherwise nothing of it is cached. */
  configuredHost: boolean;
}

/** The base URL of a configured host: PUBLIC_ORIGINS's entry for it, else after its name (baseUrlOf). */
const hostOriginOf = (host: string, config: HostConfig) =>
  (Object.hasOwn(config.hostOrigins, host) ? config.hostOrigins[host] : undefined) ?? baseUrlOf(host, config.port);

/** The base URL of this host when it is one of the tenant's configured hosts, else null. */
export function configuredOriginOf(hostname: string, tenant: TenantId, config: HostConfig): string | null {
  if (!hostname) return null;
  const main = publicOriginOf(tenant, config);
  if (new URL(main).hostname === hostname) return main;
  const listed =
    Object.hasOwn(config.tenantHostMap, hostname) ||
    Object.hasOwn(config.centerHostMap, hostname) ||
    config.tenants.byHost(hostname) !== undefined ||
    Object.hasOwn(config.hostOrigins, hostname) ||
    hostname === config.geldersHandenHost ||
    config.wildcardSuffixes.some((suffix) => hostname === `${tenant}${suffix}`);
  if (!listed || resolveTenantFromHost(hostname, config) !== tenant) return null;
  return hostOriginOf(hostname, config);
}

/** The base URL of a centre that has a host of its own (CENTER_HOST_MAP, else the table), or null. */
export function centerOriginOf(tenant: TenantId, centerSlug: string, config: HostConfig): string | null {
  const own = [
    ...Object.entries(config.centerHostMap),
    ...config.tenants.hostsOf(tenant).map((entry) => [entry.host, entry.centerSlug] as const),
  ];
  for (const [host, slug] of own) {
    if (slug === centerSlug && centerSlugForHost(host, config) === centerSlug && resolveTenantFromHost(host, config) === tenant) {
      return hostOriginOf(host, config);
    }
  }
  return null;
}

/** The request's host when it is one of the tenant's, else the centre's own host, else the tenant's address. */
export function siteOriginOf(hostname: string, tenant: TenantId, centerSlug: string, config: HostConfig): SiteOrigin {
  const own = configuredOriginOf(hostname, tenant, config);
  return {
    origin: own ?? centerOriginOf(tenant, centerSlug, config) ?? publicOriginOf(tenant, config),
    configuredHost: own !== null,
  };
}

/** Whether an origin is one of the tenant's configured ones (its hosts, its centres' hosts), so a mail may link there. */
export function isTenantOrigin(origin: string, tenant: TenantId, config: HostConfig): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return configuredOriginOf(url.hostname, tenant, config) === url.origin;
}

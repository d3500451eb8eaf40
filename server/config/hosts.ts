import type { Env } from "./env";
import {
  DEFAULT_CENTER_HOST_MAP,
  DEFAULT_TENANT_HOST_MAP,
  DEFAULT_WILDCARD_SUFFIXES,
  isTenantId,
  TENANT_IDS,
  type TenantId,
} from "./tenants";

export interface HostConfig {
  defaultTenant: TenantId;
  tenantHostMap: Record<string, TenantId>;
  wildcardSuffixes: string[];
  centerHostMap: Record<string, string>;
  geldersHandenHost: string | null;
  /** Each tenant's site address: links in mails sent by jobs, and on requests for a host that is not the tenant's. */
  publicOrigins: Record<TenantId, string>;
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

// Spec section 1: exact host map, then the first label before a wildcard suffix, else the default tenant.
export function resolveTenantFromHost(hostname: string, config: HostConfig): TenantId {
  const exact = config.tenantHostMap[hostname];
  if (exact) return exact;
  for (const suffix of config.wildcardSuffixes) {
    if (hostname.endsWith(suffix) && hostname.length > suffix.length) {
      const labels = hostname.slice(0, -suffix.length).split(".");
      const candidate = labels[labels.length - 1];
      if (isTenantId(candidate)) return candidate;
    }
  }
  return config.defaultTenant;
}

export function centerSlugForHost(hostname: string, config: HostConfig): string | null {
  return config.centerHostMap[hostname] ?? null;
}

function parseMap(raw: string | undefined, fallback: Record<string, string>): Record<string, string> {
  if (!raw) return fallback;
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

/** PUBLIC_ORIGINS first, then the tenant's own host from the host map, else its local demo address. */
function publicOriginsFrom(
  env: Env,
  configured: Record<string, string>,
  tenantHostMap: Record<string, TenantId>,
): Record<TenantId, string> {
  const origins = {} as Record<TenantId, string>;
  for (const tenant of TENANT_IDS) {
    const mapped = Object.entries(tenantHostMap).find(([, t]) => t === tenant)?.[0];
    const local = tenant === env.DEFAULT_TENANT ? "localhost" : `${tenant}.localhost`;
    origins[tenant] = configured[tenant] ?? baseUrlOf(mapped ?? local, env.PORT);
  }
  return origins;
}

export function hostConfigFrom(env: Env): HostConfig {
  if (!isTenantId(env.DEFAULT_TENANT)) throw new Error(`DEFAULT_TENANT '${env.DEFAULT_TENANT}' is not a tenant`);
  const tenantHostMap = parseMap(env.TENANT_HOST_MAP, DEFAULT_TENANT_HOST_MAP);
  for (const [host, tenant] of Object.entries(tenantHostMap)) {
    if (!isTenantId(tenant)) throw new Error(`TENANT_HOST_MAP: '${host}' points to unknown tenant '${tenant}'`);
  }
  // Keys are tenants (their main address) or hosts (that host's address).
  const configured = Object.fromEntries(
    Object.entries(parseMap(env.PUBLIC_ORIGINS, {})).map(([key, raw]) => [key, originOf(key, raw)]),
  );
  return {
    defaultTenant: env.DEFAULT_TENANT,
    tenantHostMap: tenantHostMap as Record<string, TenantId>,
    wildcardSuffixes: env.TENANT_WILDCARD_SUFFIXES
      ? env.TENANT_WILDCARD_SUFFIXES.split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_WILDCARD_SUFFIXES,
    centerHostMap: parseMap(env.CENTER_HOST_MAP, DEFAULT_CENTER_HOST_MAP),
    geldersHandenHost: env.GELDERSE_HANDEN_HOST?.toLowerCase() ?? null,
    publicOrigins: publicOriginsFrom(env, configured, tenantHostMap as Record<string, TenantId>),
    hostOrigins: Object.fromEntries(Object.entries(configured).filter(([key]) => !isTenantId(key))),
    port: env.PORT,
    mailLinkOrigins: (env.MAIL_LINK_ORIGINS ?? "")
      .split(",")
      .map((raw) => raw.trim())
      .filter(Boolean)
      .map((raw) => originOf(raw, raw, "MAIL_LINK_ORIGINS")),
  };
}

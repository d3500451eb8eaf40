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
  /** Each tenant's site address, for links in mails that no request carries (jobs). */
  publicOrigins: Record<TenantId, string>;
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

/** PUBLIC_ORIGINS first, then the tenant's own host from the host map, else its local demo address. */
function publicOriginsFrom(env: Env, tenantHostMap: Record<string, TenantId>): Record<TenantId, string> {
  const configured = parseMap(env.PUBLIC_ORIGINS, {});
  const origins = {} as Record<TenantId, string>;
  for (const tenant of TENANT_IDS) {
    const mapped = Object.entries(tenantHostMap).find(([, t]) => t === tenant)?.[0];
    const local = tenant === env.DEFAULT_TENANT ? `localhost:${env.PORT}` : `${tenant}.localhost:${env.PORT}`;
    origins[tenant] = (configured[tenant] ?? (mapped ? `https://${mapped}` : `http://${local}`)).replace(/\/$/, "");
  }
  return origins;
}

export function hostConfigFrom(env: Env): HostConfig {
  if (!isTenantId(env.DEFAULT_TENANT)) throw new Error(`DEFAULT_TENANT '${env.DEFAULT_TENANT}' is not a tenant`);
  const tenantHostMap = parseMap(env.TENANT_HOST_MAP, DEFAULT_TENANT_HOST_MAP);
  for (const [host, tenant] of Object.entries(tenantHostMap)) {
    if (!isTenantId(tenant)) throw new Error(`TENANT_HOST_MAP: '${host}' points to unknown tenant '${tenant}'`);
  }
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
    publicOrigins: publicOriginsFrom(env, tenantHostMap as Record<string, TenantId>),
  };
}

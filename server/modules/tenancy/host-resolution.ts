import type { HostConfig } from "../../config/hosts";
import { isTenantId, type TenantId } from "../../config/tenants";

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

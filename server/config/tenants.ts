// The tenants of this installation and what differs between them. Hosts and flags live here, not in code paths.
export const TENANT_IDS = ["oldebroek", "roermond", "meedoen", "demo", "public"] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export const APP_CONTEXTS = ["meedoen", "gelderland"] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

export interface TenantConfig {
  id: TenantId;
  /** Fixed header title; null means the current centre's name is used. */
  appName: string | null;
  appContext: AppContext;
}

export const TENANTS: Record<TenantId, TenantConfig> = {
  oldebroek: { id: "oldebroek", appName: null, appContext: "gelderland" },
  roermond: { id: "roermond", appName: "Vrijwilligerswerk Roermond", appContext: "gelderland" },
  meedoen: { id: "meedoen", appName: "Meedoen", appContext: "meedoen" },
  demo: { id: "demo", appName: "Volunteerly Demo", appContext: "gelderland" },
  public: { id: "public", appName: null, appContext: "gelderland" },
};

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === "string" && (TENANT_IDS as readonly string[]).includes(value);
}

export function isAppContext(value: unknown): value is AppContext {
  return typeof value === "string" && (APP_CONTEXTS as readonly string[]).includes(value);
}

export const DEFAULT_TENANT_HOST_MAP: Record<string, TenantId> = {
  "www.vrijwilligerswerkoldebroek.nl": "oldebroek",
  "www.vrijwilligerswerkroermond.nl": "roermond",
  "meedoen.gelderland.nl": "meedoen",
};

export const DEFAULT_WILDCARD_SUFFIXES = [".localhost", ".volunteerly.nl"];

// Host -> centre slug; a host without an entry gets the cookie's or the tenant's default centre.
export const DEFAULT_CENTER_HOST_MAP: Record<string, string> = {
  "heumen.localhost": "heumen",
  "ede.localhost": "ede",
};

import { type FeatureFlags, featureFlagsFor } from "../config/feature-flags";
import { type TenantDirectory, type TenantHost, type TenantId, type TenantRecord, tenantDirectoryOf } from "../config/tenants";

// The five tenants of the spec, as migration 0054 inserts them: the demo seed runs over their ids, and tests that need a
// tenant directory without a database build one from them (a test compares the two). The running server knows
// tenants only from the database (modules/tenancy/tenants.service.ts).

export const DEMO_TENANT_IDS = ["oldebroek", "roermond", "meedoen", "demo", "public"] as const satisfies readonly TenantId[];
export type DemoTenantId = (typeof DEMO_TENANT_IDS)[number];

/** A vacancy bank with activities and volunteer profiles, and nothing more; two-step sign-in optional (decision 29). */
const plain = {
  personToPerson: false,
  personToPersonWording: "one-on-one",
  centerSharing: false,
  internationalization: false,
  activities: true,
  twoFactorForStaff: false,
} as const;

export const DEMO_TENANTS: Record<DemoTenantId, TenantRecord> = {
  oldebroek: {
    id: "oldebroek",
    name: "Vrijwilligerswerk Oldebroek",
    appName: null,
    appContext: "gelderland",
    switches: { ...plain, personToPerson: true, personToPersonWording: "neighbour-help" },
    status: "active",
  },
  roermond: {
    id: "roermond",
    name: "Vrijwilligerswerk Roermond",
    appName: "Vrijwilligerswerk Roermond",
    appContext: "gelderland",
    switches: { ...plain },
    status: "active",
  },
  meedoen: {
    id: "meedoen",
    name: "Meedoen",
    appName: "Meedoen",
    appContext: "meedoen",
    switches: { ...plain },
    status: "active",
  },
  demo: {
    id: "demo",
    name: "Volunteerly Demo",
    appName: "Volunteerly Demo",
    appContext: "gelderland",
    switches: { ...plain },
    status: "active",
  },
  public: {
    id: "public",
    name: "Vrijwilligersplatform",
    appName: null,
    appContext: "gelderland",
    switches: { ...plain, personToPerson: true, centerSharing: true, internationalization: true },
    status: "active",
  },
};

/** The demo hosts: the three tenants' own domains, and two centres of the public tenant on a host of their own. */
export const DEMO_TENANT_HOSTS: TenantHost[] = [
  { host: "www.vrijwilligerswerkoldebroek.nl", tenantId: "oldebroek", centerSlug: null },
  { host: "www.vrijwilligerswerkroermond.nl", tenantId: "roermond", centerSlug: null },
  { host: "meedoen.gelderland.nl", tenantId: "meedoen", centerSlug: null },
  { host: "heumen.localhost", tenantId: "public", centerSlug: "heumen" },
  { host: "ede.localhost", tenantId: "public", centerSlug: "ede" },
];

/** The demo tenants and hosts as a directory, for what runs without a database (host resolution in unit tests). */
export const demoTenantDirectory = (): TenantDirectory => tenantDirectoryOf(Object.values(DEMO_TENANTS), DEMO_TENANT_HOSTS);

/** A demo tenant's feature flags in its own app context, as its sites show them. */
export function demoFeatureFlags(tenant: DemoTenantId): FeatureFlags {
  const record = DEMO_TENANTS[tenant];
  return featureFlagsFor(record, record.appContext);
}

import { and, asc, eq } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import { type FeatureFlags, featureFlagsFor } from "../../config/feature-flags";
import { type AppContext, TENANTS, type TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { volunteerCenterProfiles, volunteerCenters } from "./tenancy.table";

export type CenterRow = typeof volunteerCenters.$inferSelect;
export type CenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;
export type CenterWithProfile = CenterRow & { profile: CenterProfileRow | null };

/** Spec section 1: a centre whose name contains 'Heumen' gets a special flag. */
export const isHeumen = (center: Pick<CenterRow, "name">) => center.name.includes("Heumen");

/** Spec section 1: the tenant's fixed name, else the current centre's name. */
export function appNameFor(tenant: TenantId, center: Pick<CenterRow, "name"> | null): string {
  return TENANTS[tenant].appName ?? center?.name ?? "Vrijwilligersplatform";
}

export interface SiteSettings {
  tenant: TenantId;
  appContext: AppContext;
  appName: string;
  features: FeatureFlags;
  config: AppConfig;
  isHeumen: boolean;
}

export function siteSettingsFor(tenant: TenantId, appContext: AppContext, center: CenterRow, config: AppConfig): SiteSettings {
  return {
    tenant,
    appContext,
    appName: appNameFor(tenant, center),
    features: featureFlagsFor(tenant, appContext),
    config,
    isHeumen: isHeumen(center),
  };
}

// Centres change rarely and every request needs them to check its headers: keep them a short while per tenant.
// Keyed by database too, so two databases in one process (tests, tools) never see each other's centres.
const CACHE_TTL_MS = 30_000;
const caches = new WeakMap<Database, Map<TenantId, { rows: CenterRow[]; loadedAt: number }>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function forgetCenters(db: Database, tenant?: TenantId) {
  if (tenant) cacheOf(db).delete(tenant);
  else caches.delete(db);
}

export async function listCenters(db: Database, tenant: TenantId): Promise<CenterRow[]> {
  const cache = cacheOf(db);
  const hit = cache.get(tenant);
  if (hit && Date.now() - hit.loadedAt < CACHE_TTL_MS) return hit.rows;
  const rows = await withTenant(db, tenant, (tx) =>
    tx.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenant)).orderBy(asc(volunteerCenters.id)),
  );
  cache.set(tenant, { rows, loadedAt: Date.now() });
  return rows;
}

async function profilesFor(tx: Executor, tenant: TenantId, centerIds: number[]) {
  if (centerIds.length === 0) return new Map<number, CenterProfileRow>();
  const rows = await tx.select().from(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.tenantId, tenant));
  return new Map(rows.filter((r) => centerIds.includes(r.centerId)).map((r) => [r.centerId, r]));
}

export async function findCenterWithProfile(db: Database, tenant: TenantId, centerId: number): Promise<CenterWithProfile | null> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
      .from(volunteerCenters)
      .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.centerId, volunteerCenters.id))
      .where(and(eq(volunteerCenters.tenantId, tenant), eq(volunteerCenters.id, centerId)))
      .limit(1);
    const row = rows[0];
    return row ? { ...row.center, profile: row.profile } : null;
  });
}

export async function listCentersWithProfiles(
  db: Database,
  tenant: TenantId,
  withProfiles: boolean,
): Promise<CenterWithProfile[]> {
  const centers = await listCenters(db, tenant);
  if (!withProfiles) return centers.map((c) => ({ ...c, profile: null }));
  const profiles = await withTenant(db, tenant, (tx) =>
    profilesFor(
      tx,
      tenant,
      centers.map((c) => c.id),
    ),
  );
  return centers.map((c) => ({ ...c, profile: profiles.get(c.id) ?? null }));
}

export interface NewCenter {
  slug: string;
  name: string;
  isDefault?: boolean;
  profile?: Partial<Omit<typeof volunteerCenterProfiles.$inferInsert, "id" | "tenantId" | "centerId">>;
}

export async function createCenter(db: Database, tenant: TenantId, input: NewCenter): Promise<CenterWithProfile> {
  const created = await withTenant(db, tenant, async (tx) => {
    const [center] = await tx
      .insert(volunteerCenters)
      .values({ tenantId: tenant, slug: input.slug, name: input.name, isDefault: input.isDefault ?? false })
      .returning();
    const [profile] = await tx
      .insert(volunteerCenterProfiles)
      .values({ ...input.profile, tenantId: tenant, centerId: center.id })
      .returning();
    return { ...center, profile };
  });
  forgetCenters(db, tenant);
  return created;
}

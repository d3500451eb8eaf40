import { and, asc, eq } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import { type FeatureFlags, featureFlagsFor } from "../../config/feature-flags";
import type { AppContext, TenantId, TenantRecord } from "../../config/tenants";
import { onChange, publishChange } from "../../db/change-feed";
import { type Database, type Executor, withTenant } from "../../db/client";
import { TenantStateCache } from "../../db/tenant-state";
import { volunteerCenterProfiles, volunteerCenters } from "./tenancy.table";

export type CenterRow = typeof volunteerCenters.$inferSelect;
export type CenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;
export type CenterWithProfile = CenterRow & { profile: CenterProfileRow | null };

/** Spec section 1: a centre whose name contains 'Heumen' gets a special flag. */
export const isHeumen = (center: Pick<CenterRow, "name">) => center.name.includes("Heumen");

/** Spec section 1: the tenant's fixed name, else the current centre's name. */
export function appNameFor(tenant: Pick<TenantRecord, "appName">, center: Pick<CenterRow, "name"> | null): string {
  return tenant.appName ?? center?.name ?? "Vrijwilligersplatform";
}

export interface SiteSettings {
  tenant: TenantId;
  appContext: AppContext;
  appName: string;
  features: FeatureFlags;
  config: AppConfig;
  isHeumen: boolean;
}

export function siteSettingsFor(
  tenant: TenantRecord,
  appContext: AppContext,
  center: CenterRow,
  config: AppConfig,
): SiteSettings {
  return {
    tenant: tenant.id,
    appContext,
    appName: appNameFor(tenant, center),
    features: featureFlagsFor(tenant, appContext),
    config,
    isHeumen: isHeumen(center),
  };
}

// Centres and their profiles change rarely, and every request needs them (headers, theme): keep them a short
// while per tenant, keyed by database too so two databases in one process never see each other's centres.
// Concurrent misses share one load. Writes in this process forget the entry at once; an idle tenant's goes too.
const CACHE_TTL_MS = 30_000;
const caches = new WeakMap<Database, TenantStateCache<{ rows: Promise<CenterWithProfile[]>; loadedAt: number }>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TenantStateCache();
    caches.set(db, cache);
  }
  return cache;
}

export function forgetCenters(db: Database, tenant?: TenantId) {
  if (tenant) publishChange(db, "centres", tenant);
  else forgetHere(db);
}

// Counts the centre changes this process has heard of, so what is built from centres (kept pages) can tell it is old.
const versions = new WeakMap<Database, { all: number; tenants: Map<string, number> }>();

function forgetHere(db: Database, tenant?: string) {
  const version = versions.get(db) ?? { all: 0, tenants: new Map<string, number>() };
  versions.set(db, version);
  if (tenant) {
    cacheOf(db).delete(tenant as TenantId);
    version.tenants.set(tenant, (version.tenants.get(tenant) ?? 0) + 1);
  } else {
    caches.delete(db);
    version.all += 1;
  }
}
// Another process changed a centre: forget this process's copy too.
onChange("centres", forgetHere);

/** Changes whenever the tenant's centres or profiles change (here or, through the change feed, in another process). */
export function centersVersion(db: Database, tenant: TenantId): string {
  const version = versions.get(db);
  return `${version?.all ?? 0}.${version?.tenants.get(tenant) ?? 0}`;
}

function loadCenters(db: Database, tenant: TenantId): Promise<CenterWithProfile[]> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
      .from(volunteerCenters)
      .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.centerId, volunteerCenters.id))
      .where(eq(volunteerCenters.tenantId, tenant))
      .orderBy(asc(volunteerCenters.id));
    return rows.map((row) => ({ ...row.center, profile: row.profile }));
  });
}

/** The tenant's centres, each with its profile, oldest first. */
export async function listCenters(db: Database, tenant: TenantId): Promise<CenterWithProfile[]> {
  const cache = cacheOf(db);
  const hit = cache.get(tenant);
  if (hit && Date.now() - hit.loadedAt < CACHE_TTL_MS) return hit.rows;
  const entry = { rows: loadCenters(db, tenant), loadedAt: Date.now() };
  cache.set(tenant, entry);
  entry.rows.catch(() => {
    if (cache.peek(tenant) === entry) cache.delete(tenant);
  });
  return entry.rows;
}

export async function findCenterWithProfile(db: Database, tenant: TenantId, centerId: number): Promise<CenterWithProfile | null> {
  return (await listCenters(db, tenant)).find((center) => center.id === centerId) ?? null;
}

export async function listCentersWithProfiles(
  db: Database,
  tenant: TenantId,
  withProfiles: boolean,
): Promise<CenterWithProfile[]> {
  const centers = await listCenters(db, tenant);
  return withProfiles ? centers : centers.map((c) => ({ ...c, profile: null }));
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

export type CenterProfileChanges = Partial<Omit<typeof volunteerCenterProfiles.$inferInsert, "id" | "tenantId" | "centerId">>;

/**
 * Changes a centre's profile inside the caller's transaction (withTenant is never nested) and answers it before and
 * after; `change` may build on the profile as it was. A centre without a profile row gets one. The caller calls
 * forgetCenters once the transaction has committed.
 */
export async function updateCenterProfileIn(
  tx: Executor,
  tenant: TenantId,
  centerId: number,
  change: (before: CenterProfileRow | null) => CenterProfileChanges,
): Promise<{ before: CenterProfileRow | null; after: CenterProfileRow }> {
  const where = and(eq(volunteerCenterProfiles.tenantId, tenant), eq(volunteerCenterProfiles.centerId, centerId));
  // Locked, so two saves of one profile are recorded one after the other, each against what the other left.
  const [before] = await tx.select().from(volunteerCenterProfiles).where(where).for("update");
  const changes = change(before ?? null);
  if (!before) {
    const [after] = await tx
      .insert(volunteerCenterProfiles)
      .values({ ...changes, tenantId: tenant, centerId })
      .returning();
    return { before: null, after };
  }
  const [after] = await tx
    .update(volunteerCenterProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(where)
    .returning();
  return { before, after };
}

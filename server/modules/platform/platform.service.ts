import { and, count, eq, gt, max, sql, sum } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenantStatus } from "../../../contract/tenants";
import type { TenantId, TenantRecord } from "../../config/tenants";
import type { Database } from "../../db/client";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import { applications } from "../applications/applications.table";
import { forms } from "../forms/forms.table";
import { authTokens, users } from "../identity/identity.table";
import { createUser, type UserWithRoles } from "../identity/users.service";
import { uploads } from "../media/media.table";
import { mediaFiles } from "../media/media-files.table";
import { menuItems } from "../menus/menus.table";
import { organizations } from "../organizations/organizations.table";
import { pages } from "../pages/pages.table";
import { stockImages } from "../stock-images/stock-images.table";
import { type CenterWithProfile, createCenter, forgetCenters } from "../tenancy/tenancy.service";
import { volunteerCenterProfiles, volunteerCenters } from "../tenancy/tenancy.table";
import {
  createTenantRecord,
  deleteTenantRecord,
  type NewTenant,
  tenantRegistry,
  updateTenantRecord,
} from "../tenancy/tenants.service";
import { tenants } from "../tenancy/tenants.table";
import { vacancies } from "../vacancies/vacancies.table";

export interface TenantCounts {
  users: number;
  organizations: number;
  vacancies: number;
  applicationsLast30Days: number;
}

export interface PlatformTenant extends TenantRecord {
  hosts: { host: string; centerSlug: string | null }[];
  centers: { id: number; name: string; slug: string; isDefault: boolean }[];
  counts: TenantCounts;
  /** The bytes of its uploaded images and files, as stored (the originals' sizes). */
  storageBytes: number;
  /** When a signed-in person of it last made a request: null when nobody has signed in. */
  lastActivityAt: Date | null;
  /** Archived: when, and when its data is (or was) erased. */
  archivedAt: Date | null;
  eraseAfter: Date | null;
  erasedAt: Date | null;
}

const ZERO: TenantCounts = { users: 0, organizations: 0, vacancies: 0, applicationsLast30Days: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** One grouped count of a table by tenant: a map from tenant id to its number. */
async function countsBy(rows: Promise<{ tenantId: string; n: number }[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.tenantId, Number(row.n)]));
}

/**
 * The tenants (all, or the one asked for) with their hosts, centres and counts: one query per table over every
 * tenant, never one per tenant. On the server's own connection: the operator reads across tenants.
 */
export async function platformTenants(db: Database, only?: TenantId): Promise<PlatformTenant[]> {
  const registry = await tenantRegistry(db);
  const records = only ? [registry.get(only)].filter((r): r is TenantRecord => r !== undefined) : registry.all();
  if (records.length === 0) return [];
  const since = new Date(Date.now() - 30 * DAY_MS);
  const scope = (column: AnyPgColumn) => (only ? eq(column, only) : undefined);
  const [userCounts, organizationCounts, vacancyCounts, applicationCounts, centers, imageBytes, fileBytes, lastActivity] =
    await Promise.all([
      countsBy(
        db.select({ tenantId: users.tenantId, n: count() }).from(users).where(scope(users.tenantId)).groupBy(users.tenantId),
      ),
      countsBy(
        db
          .select({ tenantId: organizations.tenantId, n: count() })
          .from(organizations)
          .where(scope(organizations.tenantId))
          .groupBy(organizations.tenantId),
      ),
      countsBy(
        db
          .select({ tenantId: vacancies.tenantId, n: count() })
          .from(vacancies)
          .where(scope(vacancies.tenantId))
          .groupBy(vacancies.tenantId),
      ),
      countsBy(
        db
          .select({ tenantId: applications.tenantId, n: count() })
          .from(applications)
          .where(
            only
              ? sql`${applications.tenantId} = ${only} and ${applications.createdAt} > ${since}`
              : gt(applications.createdAt, since),
          )
          .groupBy(applications.tenantId),
      ),
      db
        .select({
          tenantId: volunteerCenters.tenantId,
          id: volunteerCenters.id,
          name: volunteerCenters.name,
          slug: volunteerCenters.slug,
          isDefault: volunteerCenters.isDefault,
        })
        .from(volunteerCenters)
        .where(scope(volunteerCenters.tenantId))
        .orderBy(volunteerCenters.id),
      countsBy(
        db
          .select({ tenantId: uploads.tenantId, n: sum(uploads.bytes).mapWith(Number) })
          .from(uploads)
          .where(scope(uploads.tenantId))
          .groupBy(uploads.tenantId),
      ),
      countsBy(
        db
          .select({ tenantId: mediaFiles.tenantId, n: sum(mediaFiles.bytes).mapWith(Number) })
          .from(mediaFiles)
          .where(scope(mediaFiles.tenantId))
          .groupBy(mediaFiles.tenantId),
      ),
      db
        .select({ tenantId: authTokens.tenantId, at: max(authTokens.lastUsedAt) })
        .from(authTokens)
        .where(scope(authTokens.tenantId))
        .groupBy(authTokens.tenantId),
    ]);
  const archives = await db
    .select({ id: tenants.id, archivedAt: tenants.archivedAt, eraseAfter: tenants.eraseAfter, erasedAt: tenants.erasedAt })
    .from(tenants)
    .where(scope(tenants.id));
  const NOT_ARCHIVED = { archivedAt: null, eraseAfter: null, erasedAt: null };
  return records.map((record) => ({
    ...record,
    ...NOT_ARCHIVED,
    ...archives.find((row) => row.id === record.id),
    id: record.id,
    hosts: registry.hostsOf(record.id).map(({ host, centerSlug }) => ({ host, centerSlug })),
    centers: centers.filter((c) => c.tenantId === record.id).map(({ tenantId: _, ...center }) => center),
    counts: {
      ...ZERO,
      users: userCounts.get(record.id) ?? 0,
      organizations: organizationCounts.get(record.id) ?? 0,
      vacancies: vacancyCounts.get(record.id) ?? 0,
      applicationsLast30Days: applicationCounts.get(record.id) ?? 0,
    },
    storageBytes: (imageBytes.get(record.id) ?? 0) + (fileBytes.get(record.id) ?? 0),
    lastActivityAt: lastActivity.find((row) => row.tenantId === record.id)?.at ?? null,
  }));
}

/**
 * What a new tenant's site starts with (pages, menus, templates): the demo starter, or a copy of the template tenant's
 * site when one is named. Provided by the app (decision 8), none in tests of this module alone.
 */
export type TenantStarter = (db: Database, tenant: TenantId, template: TenantId | null) => Promise<void>;
let starter: TenantStarter | null = null;

export function provideTenantStarter(fn: TenantStarter) {
  starter = fn;
}

export interface NewPlatformTenant extends NewTenant {
  status: TenantStatus;
  center: { name: string; slug: string };
  admin: { email: string; firstName: string; lastName: string; locale: "nl" | "en" };
  /** The tenant whose site the new one starts as a copy of; none: the demo starter. */
  template?: TenantId | null;
}

/**
 * A new tenant with its first centre and its first admin (invited: no password yet). The modules each write in a
 * transaction of their own (PGlite has one connection, so theirs cannot nest in one of ours): the tenant is written
 * suspended, so nobody reaches it half-made, and opened with its status only when all is written; a step that fails
 * removes what the earlier ones wrote.
 */
export async function createPlatformTenant(
  db: Database,
  input: NewPlatformTenant,
): Promise<{ tenant: TenantRecord; center: CenterWithProfile; admin: UserWithRoles }> {
  const { center: newCenter, admin: newAdmin, status, template, ...tenantInput } = input;
  await createTenantRecord(db, { ...tenantInput, status: "suspended" });
  try {
    const center = await createCenter(db, input.id, { ...newCenter, isDefault: true });
    const admin = await createUser(db, input.id, {
      centerId: center.id,
      email: newAdmin.email,
      firstName: newAdmin.firstName,
      lastName: newAdmin.lastName,
      locale: newAdmin.locale,
      status: "invited",
      signupMethod: "created_by_user",
      confirmed: false,
      roles: [{ role: "admin" }],
    });
    await starter?.(db, input.id, template ?? null);
    const tenant = await updateTenantRecord(db, input.id, { status });
    if (!tenant) throw new Error(`tenant '${input.id}' vanished while it was made`);
    return { tenant, center, admin };
  } catch (error) {
    await removeHalfMadeTenant(db, input.id);
    throw error;
  }
}

async function removeHalfMadeTenant(db: Database, id: TenantId) {
  await db.transaction(async (tx) => {
    // The starter site's rows first (they point to the centre), their revisions with them.
    await tx.delete(menuItems).where(eq(menuItems.tenantId, id));
    await tx.delete(pages).where(eq(pages.tenantId, id));
    await tx.delete(notificationTemplates).where(eq(notificationTemplates.tenantId, id));
    // A template's copy: its forms (their questions with them) and media library.
    await tx.delete(forms).where(eq(forms.tenantId, id));
    await tx.delete(mediaFiles).where(eq(mediaFiles.tenantId, id));
    // The stock images' rows; their files stay under the tenant's folder, written over if the id is made again.
    await tx.delete(stockImages).where(eq(stockImages.tenantId, id));
    await tx.delete(uploads).where(eq(uploads.tenantId, id));
    await tx.delete(users).where(eq(users.tenantId, id));
    await tx.delete(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.tenantId, id));
    await tx.delete(volunteerCenters).where(eq(volunteerCenters.tenantId, id));
  });
  forgetCenters(db, id);
  await deleteTenantRecord(db, id);
}

/**
 * A centre added to a tenant, and the host it answers on beside the tenant's others. The centre is written first;
 * when its host cannot be (another tenant took it meanwhile), the centre goes again.
 */
export async function addPlatformCenter(
  db: Database,
  tenant: TenantId,
  input: { name: string; slug: string; host: string | null },
): Promise<CenterWithProfile> {
  const center = await createCenter(db, tenant, { name: input.name, slug: input.slug });
  if (!input.host) return center;
  try {
    const registry = await tenantRegistry(db);
    const hosts = registry.hostsOf(tenant).map(({ host, centerSlug }) => ({ host, centerSlug }));
    await updateTenantRecord(db, tenant, { hosts: [...hosts, { host: input.host, centerSlug: input.slug }] });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .delete(volunteerCenterProfiles)
        .where(and(eq(volunteerCenterProfiles.tenantId, tenant), eq(volunteerCenterProfiles.centerId, center.id)));
      await tx.delete(volunteerCenters).where(and(eq(volunteerCenters.tenantId, tenant), eq(volunteerCenters.id, center.id)));
    });
    forgetCenters(db, tenant);
    throw error;
  }
  return center;
}

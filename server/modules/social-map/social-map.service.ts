import { and, arrayContains, asc, count, eq, ilike, isNotNull, type SQL } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { addresses, organizations } from "../organizations/organizations.table";

export interface SocialMapScope {
  tenant: TenantId;
  centerId: number;
}

export interface SocialMapFilter {
  nameContains?: string;
  activityTypeId?: number;
  nonProfitType?: string;
}

const columns = {
  id: organizations.id,
  name: organizations.name,
  type: organizations.type,
  nonProfitType: organizations.nonProfitType,
  activityTypeIds: organizations.activityTypeIds,
  description: organizations.description,
  website: organizations.website,
  phoneNumber: organizations.phoneNumber,
  phoneVisible: organizations.phoneVisible,
  contactEmail: organizations.contactEmail,
  logoUrl: organizations.logoUrl,
  latitude: organizations.latitude,
  longitude: organizations.longitude,
  street: addresses.street,
  houseNumber: addresses.houseNumber,
  postalCode: addresses.postalCode,
  city: addresses.city,
};

export type SocialMapRow = {
  id: number;
  name: string;
  type: (typeof organizations.$inferSelect)["type"];
  nonProfitType: string | null;
  activityTypeIds: number[];
  description: string | null;
  website: string | null;
  phoneNumber: string | null;
  phoneVisible: boolean;
  contactEmail: string | null;
  logoUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
};

/** Who is on the map: the centre's approved organizations that chose to be shown (the partial index's condition). */
function onTheMap(scope: SocialMapScope): SQL[] {
  return [
    eq(organizations.tenantId, scope.tenant),
    eq(organizations.centerId, scope.centerId),
    eq(organizations.status, "approved"),
    eq(organizations.showOnSocialMap, true),
  ];
}

/** A page of the map's organizations by name, their count, and the non-profit types the filter can offer. */
export async function listSocialMap(
  db: Database,
  scope: SocialMapScope,
  filter: SocialMapFilter,
  page: { number: number; size: number },
): Promise<{ rows: SocialMapRow[]; total: number; nonProfitTypes: string[] }> {
  const where = onTheMap(scope);
  if (filter.nameContains) where.push(ilike(organizations.name, containing(filter.nameContains)));
  if (filter.activityTypeId) where.push(arrayContains(organizations.activityTypeIds, [filter.activityTypeId]));
  if (filter.nonProfitType) where.push(eq(organizations.nonProfitType, filter.nonProfitType));
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(organizations)
      .where(and(...where));
    const rows = await tx
      .select(columns)
      .from(organizations)
      .leftJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(and(...where))
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const types = await tx
      .selectDistinct({ value: organizations.nonProfitType })
      .from(organizations)
      .where(and(...onTheMap(scope), isNotNull(organizations.nonProfitType)))
      .orderBy(asc(organizations.nonProfitType));
    return { rows, total, nonProfitTypes: types.map((t) => t.value as string) };
  });
}

/** One organization of the map, or null when it is not on this centre's map. */
export async function findSocialMapOrganization(db: Database, scope: SocialMapScope, id: number): Promise<SocialMapRow | null> {
  const rows = await withTenant(db, scope.tenant, (tx) =>
    tx
      .select(columns)
      .from(organizations)
      .leftJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(and(...onTheMap(scope), eq(organizations.id, id)))
      .limit(1),
  );
  return rows[0] ?? null;
}

import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PoolFilter } from "../../../contract/volunteer-profiles";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant, withTenant } from "../../db/client";
import { displayNameSql, type ProfileWithPhoto, photoColumns } from "./volunteer-profiles.service";
import { profileReplies, volunteerProfiles } from "./volunteer-profiles.table";

export type PoolRow = ProfileWithPhoto & { displayName: string; kmAway: number | null; replied: boolean };

export interface PoolSearch {
  tenant: TenantId;
  centerId: number;
  filter: Omit<PoolFilter, "near">;
  /** The geocoded filter[near]. */
  near: { latitude: number; longitude: number } | null;
  /** The caller's organizations, for "already replied". */
  organizationIds: number[];
}

const KM_PER_DEGREE = 111.2;
/** Searched near a postal code without a radius: this far. */
export const DEFAULT_RADIUS_KM = 25;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/** Great-circle distance in km from the searched point (haversine, on the indexed columns). */
const distanceFrom = (near: { latitude: number; longitude: number }) => sql<number>`(2 * 6371 * asin(sqrt(
  power(sin(radians(${volunteerProfiles.latitude} - ${near.latitude}) / 2), 2) +
  cos(radians(${near.latitude})) * cos(radians(${volunteerProfiles.latitude})) *
  power(sin(radians(${volunteerProfiles.longitude} - ${near.longitude}) / 2), 2))))`;

function conditions(search: PoolSearch): SQL {
  const { filter, near } = search;
  const parts: (SQL | undefined)[] = [
    eq(volunteerProfiles.tenantId, search.tenant),
    eq(volunteerProfiles.centerId, search.centerId),
    eq(volunteerProfiles.visible, true),
  ];
  // Lists match a profile that has at least one of the chosen values (GIN indexes).
  if (filter.vacancy_type?.length) parts.push(sql`${volunteerProfiles.vacancyTypes} && ${textArray(filter.vacancy_type)}`);
  if (filter.activity_type?.length) parts.push(sql`${volunteerProfiles.activityTypeIds} && ${intArray(filter.activity_type)}`);
  if (filter.availability?.length) parts.push(sql`${volunteerProfiles.availability} && ${textArray(filter.availability)}`);
  if (filter.language?.length) parts.push(sql`${volunteerProfiles.languages} && ${textArray(filter.language)}`);
  if (filter.hours_min !== undefined) parts.push(sql`${volunteerProfiles.hoursPerWeek} >= ${filter.hours_min}`);
  if (near) {
    // A box first (indexed), then the exact distance: within the searched radius and the volunteer's own reach.
    const radius = filter.within ?? DEFAULT_RADIUS_KM;
    const dLat = radius / KM_PER_DEGREE;
    const dLng = radius / (KM_PER_DEGREE * Math.cos((near.latitude * Math.PI) / 180));
    parts.push(
      sql`${volunteerProfiles.latitude} between ${near.latitude - dLat} and ${near.latitude + dLat}`,
      sql`${volunteerProfiles.longitude} between ${near.longitude - dLng} and ${near.longitude + dLng}`,
      sql`${distanceFrom(near)} <= least(${radius}, ${volunteerProfiles.distanceKm})`,
    );
  }
  return and(...parts) as SQL;
}

/** Counted exactly up to here; beyond it the pool says "more than" (an exact count reads every matching row). */
export const POOL_TOTAL_CAP = 1000;

type Matched = { id: number; updatedAt: Date; distance: number | null };

/** Nearest first when searched near a place, then most recently updated, as the ordered query sorts. */
const byPoolOrder = (a: Matched, b: Matched) =>
  (a.distance ?? 0) - (b.distance ?? 0) || b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;

/**
 * One page of the centre's visible profiles: nearest first when searched near a place, else most recently updated.
 * Up to the cap the matches are read unordered (the filters' indexes) and sorted here; a larger pool is read in the
 * pool index's order, which then finds a page's matches early. Every query names its tenant and runs without
 * row-level security's role: under it PostgreSQL may not use the GIN indexes (&& is not leakproof) and scans the table.
 */
export async function searchPool(
  db: Database,
  search: PoolSearch,
  page: { number: number; size: number },
): Promise<{ rows: PoolRow[]; total: number; capped: boolean }> {
  const where = conditions(search);
  const { near, organizationIds } = search;
  // Qualified by hand: inside the subquery Drizzle would write the outer id as a bare "id", which is r.id.
  const replied = organizationIds.length
    ? sql<boolean>`exists (select 1 from ${profileReplies} r where r.volunteer_profile_id = "volunteer_profiles"."id"
        and r.state = 'open' and r.organization_id in (${sql.join(
          organizationIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
    : sql<boolean>`false`;
  const kmAway = near ? sql<number | null>`round(${distanceFrom(near)})::int` : sql<number | null>`null::int`;
  const offset = (page.number - 1) * page.size;
  return readNamingTenant(db, async (tx) => {
    const card = { profile: volunteerProfiles, displayName: displayNameSql, kmAway, replied, ...photoColumns };
    const matched: Matched[] = await tx
      .select({
        id: volunteerProfiles.id,
        updatedAt: volunteerProfiles.updatedAt,
        distance: near ? distanceFrom(near) : sql<number | null>`null::float8`,
      })
      .from(volunteerProfiles)
      .where(where)
      .limit(POOL_TOTAL_CAP + 1);
    const capped = matched.length > POOL_TOTAL_CAP;
    let rows: Awaited<ReturnType<typeof readPage>>;
    async function readPage() {
      return tx
        .select(card)
        .from(volunteerProfiles)
        .where(where)
        .orderBy(
          ...(near ? [sql`${distanceFrom(near)} asc`] : []),
          sql`${volunteerProfiles.updatedAt} desc nulls last`,
          sql`${volunteerProfiles.id} desc nulls last`,
        )
        .limit(page.size)
        .offset(offset);
    }
    if (capped) rows = await readPage();
    else {
      const ids = matched
        .sort(byPoolOrder)
        .slice(offset, offset + page.size)
        .map((m) => m.id);
      const found = ids.length
        ? await tx
            .select(card)
            .from(volunteerProfiles)
            .where(and(eq(volunteerProfiles.tenantId, search.tenant), inArray(volunteerProfiles.id, ids)))
        : [];
      rows = ids.flatMap((id) => found.filter((row) => row.profile.id === id));
    }
    return {
      rows: rows.map(({ profile, ...rest }) => ({ ...profile, ...rest })),
      total: capped ? POOL_TOTAL_CAP : matched.length,
      capped,
    };
  });
}

/** One visible profile of the centre, as a pool card; null when hidden, unknown or another centre's. */
export async function findPoolProfile(db: Database, search: Omit<PoolSearch, "filter" | "near">, id: number) {
  const where = and(conditions({ ...search, filter: {}, near: null }), eq(volunteerProfiles.id, id));
  const [row] = await withTenant(db, search.tenant, (tx) =>
    tx
      .select({ profile: volunteerProfiles, displayName: displayNameSql, ...photoColumns })
      .from(volunteerProfiles)
      .where(where),
  );
  return row ? ({ ...row.profile, ...row, kmAway: null, replied: false } as PoolRow) : null;
}

import { eq, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies } from "../vacancies/vacancies.table";
import type { VacancyDetails } from "../vacancies/vacancy-details.service";
import { HIT_COLUMNS, type VacancySearchRow } from "./vacancy-search-hits";
import { distanceKm } from "./vacancy-search-sql";

/** How many of each the vacancy page shows. */
export const RELATED_COUNT = 3;

export interface RelatedVacancies {
  moreFromOrganization: VacancySearchRow[];
  similar: VacancySearchRow[];
}

const p = {
  tenant: sql.placeholder("tenant"),
  centers: sql.placeholder("centers"),
  now: sql.placeholder("now"),
  vacancyId: sql.placeholder("vacancyId"),
  organizationId: sql.placeholder("organizationId"),
  vacancyType: sql.placeholder("vacancyType"),
  themes: sql.placeholder("themes"),
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
};

// A shared theme; an empty list shares none. The vacancy's place, else null for every row.
const sharesTheme = sql`(${vacancies.themes} && ${p.themes}::varchar[])`;
const distance = distanceKm({ latitude: p.latitude as never, longitude: p.longitude as never, radiusKm: 0 });
const newest = [sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`];

/** Open vacancies of the bank, as its cards, but the vacancy itself: by a condition and an order, at most RELATED_COUNT. */
const relatedCards = (name: string, where: SQL, order: SQL[]) =>
  preparedOnce((db) =>
    db
      .select({ ...HIT_COLUMNS, distanceKm: distance.mapWith(Number) })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId))
      .where(all([...publicScope(p.tenant, p.centers, p.now), sql`${vacancies.id} <> ${p.vacancyId}`, where]))
      .orderBy(...order)
      .limit(RELATED_COUNT)
      .prepare(name),
  );

const moreFromOrganization = relatedCards(
  "related_more_from_organization",
  sql`${vacancies.organizationId} = ${p.organizationId}`,
  newest,
);
const similar = relatedCards(
  "related_similar",
  // The organization's own are in the list above.
  sql`${vacancies.organizationId} <> ${p.organizationId} and (${sharesTheme} or ${vacancies.vacancyType} = ${p.vacancyType})`,
  // The nearest first (one without a place last); then a shared theme before a shared type alone, then the newest.
  [sql`${distance} asc nulls last`, sql`${sharesTheme} desc`, ...newest],
);

/**
 * Where a visitor can go on from a vacancy: other open vacancies of its organization (newest first), and open ones of
 * other organizations that share a theme or the type (nearest first when the vacancy has a place). Only what the bank
 * would show, never the vacancy itself. Two prepared reads that name the tenant (publicScope), outside a transaction:
 * planned and parsed anew in one they took PostgreSQL some 5 ms a vacancy page.
 */
export async function relatedVacancies(
  db: Database,
  tenant: TenantId,
  vacancy: VacancyDetails,
  centerIds: number[] | null,
  now = new Date(),
): Promise<RelatedVacancies> {
  const values = {
    tenant,
    centers: centerIds,
    now: now.toISOString(),
    vacancyId: vacancy.id,
    organizationId: vacancy.organizationId,
    vacancyType: vacancy.vacancyType,
    themes: vacancy.themes,
    latitude: vacancy.latitude,
    longitude: vacancy.longitude,
  };
  return readNamingTenant(db, async (read) => {
    const [fromOrganization, alike] = await Promise.all([
      moreFromOrganization(read).execute(values),
      similar(read).execute(values),
    ]);
    return { moreFromOrganization: fromOrganization as VacancySearchRow[], similar: alike as VacancySearchRow[] };
  });
}

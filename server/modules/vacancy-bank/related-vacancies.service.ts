import { eq, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies } from "../vacancies/vacancies.table";
import type { VacancyDetails } from "../vacancies/vacancy-details.service";
import { similarInBank } from "./vacancy-bank-similar";
import { bankIndexFor } from "./vacancy-bank-sync";
import { bankHitRows, HIT_COLUMNS, type VacancySearchRow } from "./vacancy-search-hits";
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
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
};

// The vacancy's place, else null for every row.
const distance = distanceKm({ latitude: p.latitude as never, longitude: p.longitude as never, radiusKm: 0 });

/** The organization's other open vacancies as the bank's cards, newest first: a few rows through its index. */
const moreFromOrganization = preparedOnce((db) =>
  db
    .select({ ...HIT_COLUMNS, distanceKm: distance.mapWith(Number) })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId))
    .where(
      all([
        ...publicScope(p.tenant, p.centers, p.now),
        sql`${vacancies.id} <> ${p.vacancyId}`,
        sql`${vacancies.organizationId} = ${p.organizationId}`,
      ]),
    )
    .orderBy(sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`)
    .limit(RELATED_COUNT)
    .prepare("related_more_from_organization"),
);

/**
 * Where a visitor can go on from a vacancy: other open vacancies of its organization (newest first, a prepared read
 * that names the tenant, outside a transaction), and open ones of other organizations that share a theme or the type,
 * found in the bank's index (similarInBank). Only what the bank would show, never the vacancy itself.
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
    latitude: vacancy.latitude,
    longitude: vacancy.longitude,
  };
  const similarCards = async () => {
    const index = await bankIndexFor(db, tenant);
    const hits = similarInBank(index, { ...vacancy, centerIds, now: now.getTime() }, RELATED_COUNT);
    return bankHitRows(db, tenant, hits);
  };
  const [fromOrganization, similar] = await Promise.all([
    readNamingTenant(db, (read) => moreFromOrganization(read).execute(values)),
    similarCards(),
  ]);
  return { moreFromOrganization: fromOrganization as VacancySearchRow[], similar };
}

import { eq, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withPublicRead } from "../../db/client";
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

/**
 * Where a visitor can go on from a vacancy: other open vacancies of its organization (newest first), and open ones of
 * other organizations that share a theme or the type (nearest first when the vacancy has a place). Only what the bank
 * would show, never the vacancy itself.
 */
export async function relatedVacancies(
  db: Database,
  tenant: TenantId,
  vacancy: VacancyDetails,
  centerIds: number[] | null,
  now = new Date(),
): Promise<RelatedVacancies> {
  const scope = [...publicScope(tenant, centerIds, now), sql`${vacancies.id} <> ${vacancy.id}`];
  const place =
    vacancy.latitude !== null && vacancy.longitude !== null
      ? distanceKm({ latitude: vacancy.latitude, longitude: vacancy.longitude, radiusKm: 0 })
      : null;
  // Without themes only the type matches: PostgreSQL refuses a constant (false) in ORDER BY.
  const themes = vacancy.themes.length
    ? sql`${vacancies.themes} && array[${sql.join(
        vacancy.themes.map((theme) => sql`${theme}`),
        sql`, `,
      )}]::varchar[]`
    : null;
  // Every statement names the tenant (publicScope), as the bank's own search does.
  return withPublicRead(db, async (tx) => {
    const rows = (where: SQL[], order: SQL[]) =>
      tx
        .select({ ...HIT_COLUMNS, distanceKm: place ? place.mapWith(Number) : sql<null>`null` })
        .from(vacancies)
        .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
        .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId))
        .where(all(where))
        .orderBy(...order)
        .limit(RELATED_COUNT) as Promise<VacancySearchRow[]>;
    const newest = [sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`];
    const moreFromOrganization = await rows([...scope, sql`${vacancies.organizationId} = ${vacancy.organizationId}`], newest);
    const similar = await rows(
      [
        ...scope,
        // The organization's own are in the list above.
        sql`${vacancies.organizationId} <> ${vacancy.organizationId}`,
        themes
          ? sql`(${themes} or ${vacancies.vacancyType} = ${vacancy.vacancyType})`
          : sql`${vacancies.vacancyType} = ${vacancy.vacancyType}`,
      ],
      // The nearest first (one without a place last); then a shared theme before a shared type alone, then the newest.
      [...(place ? [sql`${place} asc nulls last`] : []), ...(themes ? [sql`(${themes}) desc`] : []), ...newest],
    );
    return { moreFromOrganization, similar };
  });
}

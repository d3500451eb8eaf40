import { and, eq, inArray, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant, type Transaction } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";

/** What a result card of the vacancy bank shows. */
export const HIT_COLUMNS = {
  id: vacancies.id,
  title: vacancies.title,
  titleEn: vacancies.titleEn,
  summary: vacancies.summary,
  vacancyType: vacancies.vacancyType,
  helpKind: vacancies.helpKind,
  tags: vacancies.tags,
  themes: vacancies.themes,
  ageGroupIds: vacancies.ageGroupIds,
  city: vacancies.city,
  remote: vacancies.remote,
  fromHome: vacancies.fromHome,
  expiresAt: vacancies.expiresAt,
  publishedAt: vacancies.publishedAt,
  hoursPerWeek: vacancies.hoursPerWeek,
  expensesReimbursed: vacancies.expensesReimbursed,
  vogRequired: vacancies.vogRequired,
  minimumAge: vacancies.minimumAge,
  languageLevel: vacancies.languageLevel,
  wheelchairAccessible: vacancies.wheelchairAccessible,
  organizationName: organizations.name,
  organizationType: organizations.type,
  /** The small variant of the image, for the card's thumbnail. */
  imageSmallPath: uploads.smallPath,
};

export type VacancySearchRow = { [K in keyof typeof HIT_COLUMNS]: (typeof HIT_COLUMNS)[K]["_"]["data"] } & {
  distanceKm: number | null;
  imageSmallPath: string | null;
};

export interface SearchHit {
  id: number;
  distanceKm: number | null;
}

/** The cards of one page, in the page's order. */
export async function hitRows(tx: Transaction, hits: SearchHit[]): Promise<VacancySearchRow[]> {
  if (!hits.length) return [];
  const found = await cardsFrom(tx).where(
    inArray(
      vacancies.id,
      hits.map((hit) => hit.id),
    ),
  );
  return inPageOrder(found, hits);
}

/** The cards' columns with the organization and the picture they show. */
function cardsFrom(db: Database | Transaction) {
  return db
    .select(HIT_COLUMNS)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId));
}

const bankCards = preparedOnce((db) =>
  cardsFrom(db)
    .where(and(eq(vacancies.tenantId, sql.placeholder("tenant")), sql`${vacancies.id} = any(${sql.placeholder("ids")})`))
    .prepare("vacancy_bank_cards"),
);

/**
 * The cards of a page the bank index found: one prepared read that names the tenant, outside a transaction. A
 * transaction took four round trips, and with its 25 ids as literals PostgreSQL planned it anew each time (0.5-0.8 ms,
 * where running it takes 0.2).
 */
export async function bankHitRows(db: Database, tenant: TenantId, hits: SearchHit[]): Promise<VacancySearchRow[]> {
  if (!hits.length) return [];
  const ids = hits.map((hit) => hit.id);
  return readNamingTenant(db, async (read) => inPageOrder(await bankCards(read).execute({ tenant, ids }), hits));
}

/** The rows in the page's order with their distances; a vacancy gone since it was found is left out. */
function inPageOrder(found: Awaited<ReturnType<typeof cardsFrom>>, hits: SearchHit[]): VacancySearchRow[] {
  const byId = new Map(found.map((row) => [row.id, row]));
  return hits.flatMap(({ id, distanceKm }) => {
    const row = byId.get(id);
    return row ? [{ ...row, distanceKm: distanceKm === null ? null : Number(distanceKm) } as VacancySearchRow] : [];
  });
}

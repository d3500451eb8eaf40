import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { VACANCY_MAP_CAP } from "../../../contract/vacancy-map";
import type { TenantId } from "../../config/tenants";
import { type Database, withPublicRead } from "../../db/client";
import { vacancies } from "../vacancies/vacancies.table";
import { searchVacancies } from "./vacancy-search.service";
import type { VacancySearch } from "./vacancy-search-types";

export interface VacancyPointRow {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
}

/**
 * The map of a search: its first VACANCY_MAP_CAP vacancies (the same search as the bank's pages), of which those
 * with coordinates, with only what a pin needs.
 */
export async function searchVacancyPoints(db: Database, tenant: TenantId, search: Omit<VacancySearch, "page">) {
  const result = await searchVacancies(db, tenant, { ...search, page: { number: 1, size: VACANCY_MAP_CAP } });
  const ids = result.rows.map((row) => row.id);
  // Every statement names the tenant; see withPublicRead for why this is not withTenant.
  const found = ids.length
    ? await withPublicRead(db, (tx) =>
        tx
          .select({ id: vacancies.id, title: vacancies.title, latitude: vacancies.latitude, longitude: vacancies.longitude })
          .from(vacancies)
          .where(
            and(
              eq(vacancies.tenantId, tenant),
              inArray(vacancies.id, ids),
              isNotNull(vacancies.latitude),
              isNotNull(vacancies.longitude),
            ),
          ),
      )
    : [];
  const byId = new Map(found.map((row) => [row.id, row as VacancyPointRow]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total: result.total,
    capped: result.total > VACANCY_MAP_CAP,
  };
}

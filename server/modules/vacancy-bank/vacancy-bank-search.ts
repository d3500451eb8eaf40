import { defaultSearchSort } from "../../../contract/vacancy-search-filters";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { queryBank } from "./vacancy-bank.query";
import { bankIndexFor } from "./vacancy-bank-sync";
import { bankHitRows } from "./vacancy-search-hits";
import type { VacancySearch, VacancySearchResult } from "./vacancy-search-types";
import { queryText } from "./vacancy-search-words";

/** One search through the tenant's bank index: matching, counting and ordering in memory, the page's cards from the database. */
export async function searchBank(db: Database, tenant: TenantId, search: VacancySearch): Promise<VacancySearchResult> {
  const { filter, page, centerIds, point } = search;
  const text = filter.q === undefined ? null : await queryText(db, filter.q);
  const index = await bankIndexFor(db, tenant);
  const sort = search.sort ?? defaultSearchSort(filter);
  const result = queryBank(index, { filter, sort, page, centerIds, point, text, now: Date.now() });
  const rows = await bankHitRows(db, tenant, result.hits);
  return { rows, total: result.total, facets: result.facets };
}

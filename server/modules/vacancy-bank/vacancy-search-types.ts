import type { VacancySearchFilter, VacancySearchSort } from "../../../contract/vacancy-search";
import type { VacancySearchRow } from "./vacancy-search-hits";
import type { FacetName, SearchPoint } from "./vacancy-search-sql";

export interface VacancySearch {
  filter: VacancySearchFilter;
  sort?: VacancySearchSort;
  page: { number: number; size: number };
  /** The centres whose vacancies show; null for every centre of the tenant (centre sharing). */
  centerIds: number[] | null;
  /** Where filter[near] (geocoded) or near_lat/near_lng point, with the radius. */
  point: SearchPoint | null;
  /** "bank" (the default): the in-memory bank index where it can answer; "database": always the SQL search. */
  engine?: "bank" | "database";
}

export interface VacancySearchResult {
  rows: VacancySearchRow[];
  total: number;
  /** facet -> option -> count; the boolean fields have options "true" and "false". */
  facets: Record<FacetName, Record<string, number>>;
}

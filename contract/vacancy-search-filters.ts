// The vacancy bank's filter names without zod: the bank's page builds its links from these.

/** Every filter, the name inside filter[...], in the order of vacancySearchFilterShape (which must have exactly these). */
export const VACANCY_SEARCH_FILTERS = [
  "q",
  "vacancy_type",
  "help_kind",
  "tags",
  "themes",
  "age_group_ids",
  "organization_type",
  "center_id",
  "organization_id",
  "hours_per_week",
  "minimum_age",
  "language_level",
  "expenses_reimbursed",
  "vog_required",
  "wheelchair_accessible",
  "from_home",
  "remote",
  "date_from",
  "date_to",
  "near",
  "near_lat",
  "near_lng",
  "radius_km",
] as const;
export type VacancySearchFilterName = (typeof VACANCY_SEARCH_FILTERS)[number];

/** The order when the query names none: best match when there are words, else the newest first. */
export const defaultSearchSort = (filter: { q?: string }): "relevance" | "newest" => (filter.q ? "relevance" : "newest");

import { type SQL, sql } from "drizzle-orm";
import { LANGUAGE_LEVELS } from "../../../contract/vacancy-options";
import { SEARCH_BOOLEAN_FIELDS, type SearchBooleanField, type VacancySearchFilter } from "../../../contract/vacancy-search";
import { organizations } from "../organizations/organizations.table";
import { vacancies, vacancyDates } from "../vacancies/vacancies.table";

/** The SQL pieces of the public search; the service puts them together. */

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface SearchPoint {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface SearchText {
  q: string;
  /** Plain words, no websearch operators ("phrase", -not, or): only then are stem prefixes and typos forgiven. */
  plain: boolean;
  /** Stem prefixes of each word ("fiet:* | fietsen:*") AND-ed; null when q is not plain or has no words. */
  loose: string | null;
}

/**
 * Dutch and English stems of the whole query (websearch syntax: "phrases", -not, or), OR-ed, plus the loose
 * stem prefixes: the Dutch stemmer gives 'fiets' for "fietsen" but 'fiet' for "fiets", so exact stems alone miss.
 */
export function tsQuery(text: SearchText): SQL {
  const exact = sql`(websearch_to_tsquery('dutch', ${text.q}) || websearch_to_tsquery('english', ${text.q}))`;
  return text.loose ? sql`(${exact} || to_tsquery('simple', ${text.loose}))` : exact;
}

/**
 * Typo tolerance: the query against the title by trigram word similarity (the <% operator, threshold
 * pg_trgm.word_similarity_threshold = 0.6). It uses the GIN trigram index on title that already exists, so it
 * stays an index scan at 100,000 rows. Correcting words against a dictionary of every word in every description
 * would also forgive typos in descriptions, but needs a words table kept in step with the vacancies (a migration
 * and a trigger); titles carry the words people search for, so this is the better trade for now.
 */
export function textMatch(text: SearchText): SQL {
  // "voedselbank -chauffeur" means what it says: no fuzzy title match may bring the chauffeur back.
  if (!text.plain) return sql`${vacancies.searchVector} @@ ${tsQuery(text)}`;
  return sql`(${vacancies.searchVector} @@ ${tsQuery(text)} or ${text.q} <% ${vacancies.title})`;
}

/**
 * Relevance: a match of the words ranks by frequency over the weighted vector (title A .. description D), always
 * above a title that only looks like the query (a typo), which ranks by trigram word similarity. ts_rank, not the
 * cover density of ts_rank_cd, and the similarity only where the words did not match: for a common word that matches
 * thousands of vacancies the ranking took more time than finding them.
 */
export function relevance(text: SearchText): SQL<number> {
  // coalesce evaluates its second argument only when the first is null.
  return sql<number>`coalesce(1 + nullif(ts_rank(${vacancies.searchVector}, ${tsQuery(text)}), 0), word_similarity(${text.q}, ${vacancies.title}))`;
}

export const EARTH_KM = 6371;
const KM_PER_DEGREE = 111.045;

/** Great-circle distance in km (haversine), plain SQL so it runs on PGlite as on PostgreSQL. */
export function distanceKm(point: SearchPoint): SQL<number> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  return sql<number>`(2 * ${EARTH_KM} * asin(sqrt(
    power(sin(radians(${vacancies.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${vacancies.latitude})) * power(sin(radians(${vacancies.longitude} - ${lng}) / 2), 2)
  )))`;
}

/** The bounding box first (an index range on latitude, longitude), then the exact circle. */
/** The latitudes and longitudes around a point that its radius can reach: the quick test before the exact one. */
export function boundingBox(point: SearchPoint) {
  const dLat = point.radiusKm / KM_PER_DEGREE;
  const dLng = point.radiusKm / (KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180));
  return {
    minLat: point.latitude - dLat,
    maxLat: point.latitude + dLat,
    minLng: point.longitude - dLng,
    maxLng: point.longitude + dLng,
  };
}

export function withinRadius(point: SearchPoint): SQL {
  const box = boundingBox(point);
  return sql`(${vacancies.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8
    and ${vacancies.longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8
    and ${distanceKm(point)} <= ${point.radiusKm}::float8)`;
}

/** Filters that are not facets: they always apply. */
export function plainFilters(filter: VacancySearchFilter, text: SearchText | null, point: SearchPoint | null): SQL[] {
  const where: SQL[] = [];
  if (text) where.push(textMatch(text));
  if (point) where.push(withinRadius(point));
  if (filter.organization_id !== undefined) where.push(sql`${vacancies.organizationId} = ${filter.organization_id}`);
  if (filter.hours_per_week !== undefined) where.push(sql`${vacancies.hoursPerWeek} <= ${filter.hours_per_week}::numeric`);
  if (filter.minimum_age !== undefined)
    where.push(sql`(${vacancies.minimumAge} is null or ${vacancies.minimumAge} <= ${filter.minimum_age}::int)`);
  if (filter.language_level) {
    const levels = LANGUAGE_LEVELS.slice(0, LANGUAGE_LEVELS.indexOf(filter.language_level) + 1);
    where.push(sql`${vacancies.languageLevel} in (${list(levels)})`);
  }
  if (filter.date_from || filter.date_to) {
    // Whole days in Dutch time; an activity counts when one of its dates overlaps the range.
    const from = filter.date_from ? sql`${filter.date_from}::date::timestamp at time zone 'Europe/Amsterdam'` : null;
    const to = filter.date_to ? sql`(${filter.date_to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'` : null;
    where.push(sql`exists (select 1 from ${vacancyDates} where ${vacancyDates.vacancyId} = ${vacancies.id}
      ${to ? sql`and ${vacancyDates.startsAt} < ${to}` : sql``}
      ${from ? sql`and coalesce(${vacancyDates.endsAt}, ${vacancyDates.startsAt}) >= ${from}` : sql``})`);
  }
  return where;
}

export type FacetName =
  | "vacancy_type"
  | "help_kind"
  | "tags"
  | "themes"
  | "age_group_ids"
  | "organization_type"
  | SearchBooleanField;

/** The facet filters: each one left out when its own facet is counted. */
export function facetFilters(filter: VacancySearchFilter): Map<FacetName, SQL> {
  const where = new Map<FacetName, SQL>();
  if (filter.vacancy_type) where.set("vacancy_type", sql`${vacancies.vacancyType} in (${list(filter.vacancy_type)})`);
  if (filter.help_kind) where.set("help_kind", sql`${vacancies.helpKind} in (${list(filter.help_kind)})`);
  // Within a facet the options are alternatives (any of the tags), as in every faceted search.
  if (filter.tags) where.set("tags", sql`${vacancies.tags} && array[${list(filter.tags)}]::varchar[]`);
  if (filter.themes) where.set("themes", sql`${vacancies.themes} && array[${list(filter.themes)}]::varchar[]`);
  if (filter.age_group_ids)
    where.set("age_group_ids", sql`${vacancies.ageGroupIds} && array[${list(filter.age_group_ids)}]::smallint[]`);
  if (filter.organization_type) where.set("organization_type", sql`${organizations.type} in (${list(filter.organization_type)})`);
  for (const field of SEARCH_BOOLEAN_FIELDS) {
    const value = filter[field];
    if (value !== undefined) where.set(field, sql`${booleanColumn(field)} = ${value}`);
  }
  return where;
}

export function booleanColumn(field: SearchBooleanField) {
  const columns = {
    expenses_reimbursed: vacancies.expensesReimbursed,
    vog_required: vacancies.vogRequired,
    wheelchair_accessible: vacancies.wheelchairAccessible,
    from_home: vacancies.fromHome,
    remote: vacancies.remote,
  };
  return columns[field];
}

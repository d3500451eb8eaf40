import { eq, type SQL, sql } from "drizzle-orm";
import { ORGANIZATION_TYPES } from "../../../contract/organizations";
import { AGE_GROUP_IDS, HELP_KINDS, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancies";
import { SEARCH_BOOLEAN_FIELDS, type VacancySearchFilter, type VacancySearchSort } from "../../../contract/vacancy-search";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { organizations } from "../organisations/organisations.table";
import { vacancies } from "./vacancies.table";
import { cachedSearch } from "./vacancy-search.cache";
import {
  all,
  booleanColumn,
  distanceKm,
  type FacetName,
  facetFilters,
  plainFilters,
  publicScope,
  relevance,
  type SearchPoint,
  type SearchText,
} from "./vacancy-search.sql";

export type { SearchPoint } from "./vacancy-search.sql";

export interface VacancySearch {
  filter: VacancySearchFilter;
  sort?: VacancySearchSort;
  page: { number: number; size: number };
  /** The centres whose vacancies show; null for every centre of the tenant (centre sharing). */
  centerIds: number[] | null;
  /** Where filter[near] (geocoded) or near_lat/near_lng point, with the radius. */
  point: SearchPoint | null;
  now?: Date;
}

export interface VacancySearchResult {
  rows: VacancySearchRow[];
  total: number;
  /** facet -> option -> count; the boolean fields have options "true" and "false". */
  facets: Record<FacetName, Record<string, number>>;
}

const HIT_COLUMNS = {
  id: vacancies.id,
  title: vacancies.title,
  summary: vacancies.summary,
  vacancyType: vacancies.vacancyType,
  helpKind: vacancies.helpKind,
  tags: vacancies.tags,
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
};

export type VacancySearchRow = { [K in keyof typeof HIT_COLUMNS]: (typeof HIT_COLUMNS)[K]["_"]["data"] } & {
  distanceKm: number | null;
};

/** Words of a query with websearch operators ("phrase", -not, or) are left to websearch_to_tsquery alone. */
const OPERATORS = /"|(^|\s)-\S|(^|\s)or(\s|$)/i;

/** The loose tsquery: per word the prefix of its Dutch stem-of-stem and of its English stem; stop words skipped. */
async function looseQuery(tx: Transaction, q: string): Promise<string | null> {
  const words = [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean).slice(0, 8);
  if (!words.length) return null;
  const result = await tx.execute(sql`
    select coalesce((ts_lexize('dutch_stem', w))[1], '') as d,
           coalesce((ts_lexize('dutch_stem', (ts_lexize('dutch_stem', w))[1]))[1], '') as dd,
           coalesce((ts_lexize('english_stem', w))[1], '') as e
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) with ordinality as t(w, i) order by i`);
  const terms = (result as unknown as { rows: { d: string; dd: string; e: string }[] }).rows
    .filter((r) => r.d && r.e)
    .map((r) => {
      const stems = [...new Set([r.dd || r.d, r.e])].map((s) => `'${s.replace(/'/g, "''")}'${s.length >= 3 ? ":*" : ""}`);
      return `(${stems.join(" | ")})`;
    });
  return terms.length ? terms.join(" & ") : null;
}

function orderBy(sort: VacancySearchSort, text: SearchText | null, point: SearchPoint | null): SQL[] {
  switch (sort) {
    case "relevance":
      return text ? [sql`${relevance(text)} desc`, sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`] : [];
    case "closing_soon":
      return [sql`${vacancies.expiresAt} asc nulls last`, sql`${vacancies.id} desc`];
    case "distance":
      return point ? [sql`${distanceKm(point)} asc`, sql`${vacancies.id} desc`] : [];
    default:
      // Plain "desc" (nulls first) is the backward order of the (tenant_id, status, published_at) index, so the
      // newest page is read from the index top-down; a published vacancy always has published_at.
      return [sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`];
  }
}

/** Every option of every facet as [facet, option, condition]. */
function facetOptions(): [FacetName, string, SQL][] {
  return [
    ...VACANCY_TYPES.map((o) => ["vacancy_type", o, sql`${vacancies.vacancyType} = ${o}`] as [FacetName, string, SQL]),
    ...HELP_KINDS.map((o) => ["help_kind", o, sql`${vacancies.helpKind} = ${o}`] as [FacetName, string, SQL]),
    ...VACANCY_TAGS.map((o) => ["tags", o, sql`${o} = any(${vacancies.tags})`] as [FacetName, string, SQL]),
    ...AGE_GROUP_IDS.map(
      (o) => ["age_group_ids", String(o), sql`${o}::smallint = any(${vacancies.ageGroupIds})`] as [FacetName, string, SQL],
    ),
    ...ORGANIZATION_TYPES.map((o) => ["organization_type", o, sql`${organizations.type} = ${o}`] as [FacetName, string, SQL]),
    ...SEARCH_BOOLEAN_FIELDS.flatMap((field) => [
      [field, "true", sql`${booleanColumn(field)}`] as [FacetName, string, SQL],
      [field, "false", sql`not ${booleanColumn(field)}`] as [FacetName, string, SQL],
    ]),
  ];
}

/**
 * The facet counts and the total in ONE pass over the matching rows: one count(*) FILTER per option, each under
 * every active facet filter but its own (the faceted-search rule). No unnest, no per-facet query.
 */
async function countFacets(tx: Transaction, base: SQL, facets: Map<FacetName, SQL>) {
  const others = (name: FacetName) => all([...facets].filter(([n]) => n !== name).map(([, condition]) => condition));
  const options = facetOptions();
  const columns: Record<string, SQL.Aliased<number>> = {
    total: sql<number>`count(*) filter (where ${all([...facets.values()])})`.mapWith(Number).as("total"),
  };
  for (const [i, [name, , condition]] of options.entries()) {
    columns[`f${i}`] = sql<number>`count(*) filter (where ${others(name)} and ${condition})`.mapWith(Number).as(`f${i}`);
  }
  const [row] = await tx
    .select(columns)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(base);
  const result = {} as Record<FacetName, Record<string, number>>;
  for (const [i, [name, option]] of options.entries()) {
    result[name] ??= {};
    result[name][option] = row[`f${i}`];
  }
  return { total: row.total, facets: result };
}

/** The public vacancy bank: one page of hits, the total and the facet counts (at most half a minute old). */
export function searchVacancies(db: Database, tenant: TenantId, search: VacancySearch): Promise<VacancySearchResult> {
  const { filter, sort, page, centerIds, point } = search;
  const key = `${tenant}|${JSON.stringify({ filter, sort, page, centerIds, point })}`;
  return search.now ? runSearch(db, tenant, search) : cachedSearch(db, key, () => runSearch(db, tenant, search));
}

async function runSearch(db: Database, tenant: TenantId, search: VacancySearch): Promise<VacancySearchResult> {
  const { filter, point, page } = search;
  const sort = search.sort ?? (filter.q ? "relevance" : "newest");
  return withTenant(db, tenant, async (tx) => {
    // At 200 searches a second on two cores, parallel workers only take cores from the searches next in line.
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    const plain = filter.q !== undefined && !OPERATORS.test(filter.q);
    const text = filter.q ? { q: filter.q, plain, loose: plain ? await looseQuery(tx, filter.q) : null } : null;
    const base = all([...publicScope(tenant, search.centerIds, search.now ?? new Date()), ...plainFilters(filter, text, point)]);
    const facets = facetFilters(filter);
    const rows = await tx
      .select({ ...HIT_COLUMNS, distanceKm: point ? distanceKm(point).mapWith(Number) : sql<null>`null` })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(all([base, ...facets.values()]))
      .orderBy(...orderBy(sort, text, point))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const counted = await countFacets(tx, base, facets);
    return { rows: rows as VacancySearchRow[], ...counted };
  });
}

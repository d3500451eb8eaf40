import { eq, type SQL, sql } from "drizzle-orm";
import { ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { AGE_GROUP_IDS, HELP_KINDS, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import { SEARCH_BOOLEAN_FIELDS, type VacancySearchFilter, type VacancySearchSort } from "../../../contract/vacancy-search";
import { defaultSearchSort } from "../../../contract/vacancy-search-filters";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withPublicRead } from "../../db/client";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies } from "../vacancies/vacancies.table";
import { searchBank } from "./vacancy-bank-search";
import { bankVersion } from "./vacancy-bank-sync";
import { HIT_COLUMNS, hitRows, type VacancySearchRow } from "./vacancy-search-hits";
import {
  booleanColumn,
  distanceKm,
  type FacetName,
  facetFilters,
  plainFilters,
  relevance,
  type SearchPoint,
  type SearchText,
} from "./vacancy-search-sql";
import type { VacancySearch, VacancySearchResult } from "./vacancy-search-types";
import { looseTsQuery, queryWords } from "./vacancy-search-words";

// The bank's cards for given vacancies, for lists of other modules (saved vacancies).
export { hitRows, type VacancySearchRow } from "./vacancy-search-hits";
export type { SearchPoint } from "./vacancy-search-sql";

/** Words of a query with websearch operators ("phrase", -not, or) are left to websearch_to_tsquery alone. */
const OPERATORS = /"|(^|\s)-\S|(^|\s)or(\s|$)/i;

/** The ORDER BY of a sort; rank and distance are the expressions, or the columns of the matched set. */
function orderBy(sort: VacancySearchSort, rank: SQL | null, distance: SQL | null): SQL[] {
  switch (sort) {
    case "relevance":
      return rank ? [sql`${rank} desc`, sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`] : [];
    case "closing_soon":
      return [sql`${vacancies.expiresAt} asc nulls last`, sql`${vacancies.id} desc`];
    case "distance":
      return distance ? [sql`${distance} asc`, sql`${vacancies.id} desc`] : [];
    default:
      // Plain "desc" (nulls first) is the backward order of the (tenant_id, status, published_at) index, so the
      // newest page is read from the index top-down; a published vacancy always has published_at.
      return [sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`];
  }
}

/** Every option of every facet as [facet, option, condition]. */
function facetOptions(organizationType: SQL): [FacetName, string, SQL][] {
  return [
    ...VACANCY_TYPES.map((o) => ["vacancy_type", o, sql`${vacancies.vacancyType} = ${o}`] as [FacetName, string, SQL]),
    ...HELP_KINDS.map((o) => ["help_kind", o, sql`${vacancies.helpKind} = ${o}`] as [FacetName, string, SQL]),
    ...VACANCY_TAGS.map((o) => ["tags", o, sql`${o} = any(${vacancies.tags})`] as [FacetName, string, SQL]),
    ...VACANCY_THEME_IDS.map((o) => ["themes", o, sql`${o} = any(${vacancies.themes})`] as [FacetName, string, SQL]),
    ...AGE_GROUP_IDS.map(
      (o) => ["age_group_ids", String(o), sql`${o}::smallint = any(${vacancies.ageGroupIds})`] as [FacetName, string, SQL],
    ),
    ...ORGANIZATION_TYPES.map((o) => ["organization_type", o, sql`${organizationType} = ${o}`] as [FacetName, string, SQL]),
    ...SEARCH_BOOLEAN_FIELDS.flatMap((field) => [
      [field, "true", sql`${booleanColumn(field)}`] as [FacetName, string, SQL],
      [field, "false", sql`not ${booleanColumn(field)}`] as [FacetName, string, SQL],
    ]),
  ];
}

/** The matching rows as a set named like the table: the facet columns, and each active facet filter's verdict. */
const matched = sql.identifier("vacancies");
const matchedColumn = (name: string) => sql`${matched}.${sql.identifier(name)}`;
const verdict = (name: FacetName) => matchedColumn(`is_${name}`);

function matchedColumns(facets: Map<FacetName, SQL>, text: SearchText | null, point: SearchPoint | null): SQL {
  // Every column a facet option reads (facetOptions) must be here.
  return sql`${vacancies.id}, ${vacancies.publishedAt}, ${vacancies.expiresAt}, ${vacancies.vacancyType}, ${vacancies.helpKind}, ${vacancies.tags},
    ${vacancies.themes}, ${vacancies.ageGroupIds}, ${vacancies.expensesReimbursed}, ${vacancies.vogRequired}, ${vacancies.wheelchairAccessible},
    ${vacancies.fromHome}, ${vacancies.remote}, ${organizations.type} as organization_type,
    ${text ? relevance(text) : sql`null::float8`} as rank, ${point ? distanceKm(point) : sql`null::float8`} as distance_km
    ${sql.join(
      [...facets].map(([name, condition]) => sql`, (${condition}) as ${sql.identifier(`is_${name}`)}`),
      sql``,
    )}`;
}

/**
 * The total and every facet option's count over the matched set, in one pass: each option under every active facet
 * filter but its own (the faceted-search rule). Each filter is judged once per row, in the matched set.
 */
function countColumns(facets: Map<FacetName, SQL>, options: [FacetName, string, SQL][]): SQL {
  const names = [...facets.keys()];
  const others = (name: FacetName) => all(names.filter((n) => n !== name).map(verdict));
  return sql.join(
    [
      sql`count(*) filter (where ${all(names.map(verdict))}) as total`,
      ...options.map(
        ([name, , condition], i) => sql`count(*) filter (where ${others(name)} and ${condition}) as ${sql.identifier(`f${i}`)}`,
      ),
    ],
    sql`, `,
  );
}

function facetCounts(options: [FacetName, string, SQL][], row: Record<string, unknown>) {
  const result = {} as Record<FacetName, Record<string, number>>;
  for (const [i, [name, option]] of options.entries()) {
    result[name] ??= {};
    result[name][option] = Number(row[`f${i}`]);
  }
  return { total: Number(row.total), facets: result };
}

/** Changes whenever a write in this process changes the tenant's bank: a page built before it is old. */
export const vacancyBankVersion = (db: Database, tenant: TenantId) => String(bankVersion(db, tenant));

/** The public vacancy bank: one page of hits, the total and the facet counts. */
export function searchVacancies(db: Database, tenant: TenantId, search: VacancySearch): Promise<VacancySearchResult> {
  const plainWords = search.filter.q === undefined || !OPERATORS.test(search.filter.q);
  // The bank index answers every search but websearch operators, which only the database search understands.
  if (search.engine !== "database" && plainWords) return searchBank(db, tenant, search);
  return searchInDatabase(db, tenant, search);
}

interface SearchParts {
  base: SQL;
  sort: VacancySearchSort;
  text: SearchText | null;
  point: SearchPoint | null;
  page: VacancySearch["page"];
  filter: VacancySearchFilter;
}

/** The same search in SQL: the bank index's reference, and the engine for websearch operators. */
async function searchInDatabase(db: Database, tenant: TenantId, search: VacancySearch): Promise<VacancySearchResult> {
  const { filter, point, page } = search;
  const sort = search.sort ?? defaultSearchSort(filter);
  // Every statement below names the tenant (publicScope); see withPublicRead for why this is not withTenant.
  return withPublicRead(db, async (tx) => {
    // At 200 searches a second on two cores, parallel workers only take cores from the searches next in line. The
    // planner prices a tsvector match far below its cost and would rather scan every row than use the GIN indexes;
    // every search has an index on tenant and status to start from, so a sequential scan is never the better plan.
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', 'off', true),
        set_config('random_page_cost', '1.1', true)`,
    );
    const plain = filter.q !== undefined && !OPERATORS.test(filter.q);
    const text = filter.q ? { q: filter.q, plain, loose: plain ? looseTsQuery(await queryWords(tx, filter.q)) : null } : null;
    const base = all([...publicScope(tenant, search.centerIds, new Date()), ...plainFilters(filter, text, point)]);
    const parts = { base, sort, text, point, page, filter };
    return text ? searchMatchedOnce(tx, parts) : searchByIndex(tx, parts);
  });
}

/** Without words the page comes straight from an index order and the counts from an index-only scan. */
async function searchByIndex(tx: Transaction, { base, sort, point, page, filter }: SearchParts): Promise<VacancySearchResult> {
  const facets = facetFilters(filter);
  const rows = await tx
    .select({ ...HIT_COLUMNS, distanceKm: point ? distanceKm(point).mapWith(Number) : sql<null>`null` })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    // Only the page's rows look their image up, by primary key; the counts never join it.
    .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId))
    .where(all([base, ...facets.values()]))
    .orderBy(...orderBy(sort, null, point ? distanceKm(point) : null))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const options = facetOptions(matchedColumn("organization_type"));
  const counts = await tx.execute(sql`
    select ${countColumns(facets, options)}
    from (
      select ${matchedColumns(facets, null, null)}
      from ${vacancies} inner join ${organizations} on ${organizations.id} = ${vacancies.organizationId}
      where ${base}
      offset 0 -- a fence: pulled up, each filter would be judged again in every count
    ) as ${matched}`);
  return { rows: rows as VacancySearchRow[], ...facetCounts(options, firstRow(counts)) };
}

/**
 * With words, finding the matches is the expensive part (each candidate's vector is checked), so it happens once:
 * the matches, ranked, are materialised, and the page and every count are read from them.
 */
async function searchMatchedOnce(tx: Transaction, parts: SearchParts): Promise<VacancySearchResult> {
  const { base, sort, text, point, page, filter } = parts;
  const facets = facetFilters(filter);
  const options = facetOptions(matchedColumn("organization_type"));
  const order = orderBy(sort, matchedColumn("rank"), point ? matchedColumn("distance_km") : null);
  // Inside the WITH, "vacancies" is still the table: a CTE's own name is not in scope in its definition.
  const result = await tx.execute(sql`
    with ${matched} as materialized (
      select ${matchedColumns(facets, text, point)}
      from ${vacancies} inner join ${organizations} on ${organizations.id} = ${vacancies.organizationId}
      where ${base}
    )
    select (
      select coalesce(json_agg(json_build_array(hit.id, hit.distance_km)), '[]') from (
        select ${matchedColumn("id")} as id, ${matchedColumn("distance_km")} as distance_km from ${matched}
        where ${all([...facets.keys()].map(verdict))}
        order by ${sql.join(order, sql`, `)}
        limit ${page.size} offset ${(page.number - 1) * page.size}
      ) hit
    ) as page, ${countColumns(facets, options)}
    from ${matched}`);
  const row = firstRow(result);
  const hits = (typeof row.page === "string" ? JSON.parse(row.page) : row.page) as [number, number | null][];
  return {
    rows: await hitRows(
      tx,
      hits.map(([id, distanceKm]) => ({ id, distanceKm })),
    ),
    ...facetCounts(options, row),
  };
}

const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];

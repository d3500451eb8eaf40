import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { fromSearchParams, vacancySearchSchema } from "../contract/vacancy-search";
import { featureFlagsFor } from "../server/config/feature-flags";
import type { Database } from "../server/db/client";
import { localGeocoder } from "../server/geo/gazetteer";
import { searchVacancies } from "../server/modules/vacancy-bank/vacancy-search.service";
import type { VacancySearch } from "../server/modules/vacancy-bank/vacancy-search-types";
import { DEMO_TENANTS, type DemoTenantId } from "../server/seed/demo-tenants";
import { PAGE_SIZE, type SearchQuery } from "./search-queries";

/** One statement of a search transaction, as the service sent it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** A query of the mix as the route hands it to the search service, for a tenant that shares its centres. */
export async function toServiceSearch(tenant: string, query: SearchQuery): Promise<VacancySearch> {
  const { filter, sort, page } = vacancySearchSchema.parse(
    fromSearchParams(new URLSearchParams({ "page[size]": String(PAGE_SIZE), ...query.params })),
  );
  const place = filter.near === undefined ? null : await localGeocoder.geocode(filter.near);
  if (filter.near !== undefined && !place) throw new Error(`the gazetteer does not know ${filter.near}`);
  const point = place ? { ...place, radiusKm: filter.radius_km ?? 10 } : null;
  // The route's centre rule for a tenant that shares its centres: every centre.
  const record = DEMO_TENANTS[tenant as DemoTenantId];
  if (!record || !featureFlagsFor(record, record.appContext).centerSharing) throw new Error(`${tenant} does not share centres`);
  return { filter, sort: sort ?? (filter.q ? "relevance" : "newest"), page, centerIds: null, point };
}

/**
 * The statements of the same search done by PostgreSQL (the service's SQL engine, taken from the service itself
 * through a Drizzle logger on its connection): what the search costs when the database does all of it.
 */
export async function captureSearchStatements(url: string, tenant: string, query: SearchQuery): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (text, values) => void statements.push({ text, values }) },
  }) as unknown as Database;
  try {
    const search = await toServiceSearch(tenant, query);
    await searchVacancies(db, tenant, { ...search, engine: "database" });
    return statements.filter((s) => !/^(begin|commit|rollback)$/i.test(s.text.trim()));
  } finally {
    await pool.end();
  }
}

/** One search's statements in one transaction on a plain connection; with explain, the summed execution times. */
export async function runSearchSql(client: pg.PoolClient, statements: Statement[], explain = false): Promise<number> {
  await client.query("BEGIN");
  try {
    let executionMs = 0;
    for (const { text, values } of statements) {
      const measured = explain && /^\s*(select|with)\b/i.test(text) && !/set_config|ts_lexize/.test(text);
      const result = await client.query(measured ? `EXPLAIN (ANALYZE, FORMAT JSON) ${text}` : text, values);
      if (measured) executionMs += result.rows[0]["QUERY PLAN"][0]["Execution Time"] as number;
    }
    return executionMs;
  } finally {
    await client.query("COMMIT");
  }
}

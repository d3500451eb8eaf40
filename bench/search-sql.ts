import type pg from "pg";
import { findTown } from "./dutch-towns";
import { PAGE_SIZE, type SearchQuery } from "./search-queries";

/**
 * The SQL of one search, written from the documented interface because the search service is not on this branch
 * yet: published vacancies of the tenant, full text on the stored vector (Dutch) or a trigram word match on the title
 * for typos, the filters, a bounding box plus haversine for `near`, the sort, a page and the total. When the service
 * lands, replace this with the SQL it runs (log it, or call the service function against the pool), so that the
 * 'inside PostgreSQL' figure is of the same statement as the API figure.
 */
export function searchSql(tenant: string, query: SearchQuery): { text: string; values: unknown[] } {
  const p: Record<string, string | undefined> = {
    ...query.params,
    q: query.params["filter[q]"],
    near: query.params["filter[near]"],
    radius_km: query.params["filter[radius_km]"],
  };
  const values: unknown[] = [tenant];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where = ["v.tenant_id = $1", "v.status = 'published'"];
  let rank = "0";
  let distance = "NULL::float8";
  if (p.q) {
    const q = add(p.q);
    where.push(`(v.search_vector @@ websearch_to_tsquery('dutch', ${q}) OR ${q} <% v.title)`);
    rank = `ts_rank_cd(v.search_vector, websearch_to_tsquery('dutch', ${q})) + word_similarity(${q}, v.title)`;
  }
  if (p["filter[vacancy_type]"]) where.push(`v.vacancy_type = ${add(p["filter[vacancy_type]"])}`);
  if (p["filter[tags]"]) where.push(`v.tags && ${add(p["filter[tags]"].split(","))}::varchar[]`);
  if (p["filter[from_home]"]) where.push(`v.from_home = ${add(p["filter[from_home]"] === "true")}`);
  if (p["filter[vog_required]"]) where.push(`v.vog_required = ${add(p["filter[vog_required]"] === "true")}`);
  if (p.near) {
    const town = findTown(p.near);
    const km = Number(p.radius_km ?? 10);
    const [lat, lng] = [add(town.latitude), add(town.longitude)];
    const dLat = km / 111.2;
    const dLng = km / (111.2 * Math.cos((town.latitude * Math.PI) / 180));
    where.push(`v.latitude BETWEEN ${add(town.latitude - dLat)} AND ${add(town.latitude + dLat)}`);
    where.push(`v.longitude BETWEEN ${add(town.longitude - dLng)} AND ${add(town.longitude + dLng)}`);
    distance = `6371 * 2 * asin(sqrt(power(sin(radians(v.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${lng}) / 2), 2)))`;
    where.push(`${distance} <= ${add(km)}`);
  }
  const order =
    {
      newest: "v.published_at DESC",
      closing_soon: "v.expires_at ASC NULLS LAST",
      distance: "distance ASC NULLS LAST",
      relevance: "rank DESC, v.published_at DESC",
    }[p.sort ?? (p.q ? "relevance" : "newest")] ?? "v.published_at DESC";
  const text = `SELECT v.id, v.title, v.summary, v.vacancy_type, v.city, v.latitude, v.longitude, v.expires_at, v.published_at,
      o.name AS organization_name, ${rank} AS rank, ${distance} AS distance, count(*) OVER () AS total
    FROM vacancies v JOIN organizations o ON o.id = v.organization_id
    WHERE ${where.join(" AND ")}
    ORDER BY ${order}, v.id DESC
    LIMIT ${PAGE_SIZE}`;
  return { text, values };
}

/** One search as the service would run it: a transaction as app_tenant with the tenant set (row-level security on). */
export async function runSearchSql(client: pg.PoolClient, tenant: string, query: SearchQuery, explain = false) {
  const { text, values } = searchSql(tenant, query);
  await client.query("BEGIN");
  try {
    await client.query("SELECT set_config('role', 'app_tenant', true), set_config('app.tenant_id', $1, true)", [tenant]);
    const result = await client.query(explain ? `EXPLAIN (ANALYZE, FORMAT JSON) ${text}` : text, values);
    return explain ? (result.rows[0]["QUERY PLAN"][0]["Execution Time"] as number) : result.rowCount;
  } finally {
    await client.query("COMMIT");
  }
}

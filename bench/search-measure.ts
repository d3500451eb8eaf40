import { Agent, request } from "node:http";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../server/db/client";
import { searchVacancies } from "../server/modules/vacancy-bank/vacancy-search.service";
import { percentile } from "./load";
import { SEARCH_TENANT, type SearchQuery } from "./search-queries";
import { captureSearchStatements, runSearchSql, type Statement, toServiceSearch } from "./search-sql";

export interface Percentiles {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface QueryTiming {
  label: string;
  /** Client round trip of the search transaction (the service's own statements, replayed), sequential. */
  sql: Percentiles;
  /** EXPLAIN ANALYZE's execution time: the search's statements alone inside PostgreSQL, summed. */
  executionP50Ms: number;
  /** The search service in this process (the bank index, and the page's cards from PostgreSQL), without HTTP. */
  service?: Percentiles;
  /** The same query through the API, sequential on one connection, when the endpoint exists. */
  api?: Percentiles;
}

const round = (v: number) => Math.round(v * 100) / 100;

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

/** Each item `rounds` times in turn, after one warm-up round: per item, the milliseconds of each run. */
async function timeRounds<T>(items: T[], run: (item: T) => Promise<unknown>, rounds: number): Promise<number[][]> {
  for (const item of items) await run(item);
  const times = items.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, item] of items.entries()) {
      const t = performance.now();
      await run(item);
      times[i].push(performance.now() - t);
    }
  }
  return times;
}

/** Every query of the mix `rounds` times on one connection, after a warm-up round; also the EXPLAIN ANALYZE time. */
export async function measureSql(url: string, queries: SearchQuery[], rounds = 20) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    const statements = new Map<string, Statement[]>();
    for (const q of queries) statements.set(q.label, await captureSearchStatements(url, SEARCH_TENANT, q));
    const run = (q: SearchQuery, explain = false) => runSearchSql(client, statements.get(q.label) ?? [], explain);
    const times = await timeRounds(queries, (q) => run(q), rounds);
    const timings: QueryTiming[] = [];
    for (const [i, q] of queries.entries()) {
      const executions: number[] = [];
      for (let n = 0; n < 5; n++) executions.push(await run(q, true));
      timings.push({ label: q.label, sql: percentiles(times[i]), executionP50Ms: percentiles(executions).p50Ms });
    }
    return { timings, all: percentiles(times.flat()) };
  } finally {
    client.release();
    await pool.end();
  }
}

/** The mix through HTTP one request at a time (no queueing), to set against the SQL round trips. */
export async function measureHttpSequential(port: number, host: string, paths: string[], rounds = 20): Promise<Percentiles[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ agent, host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end();
    });
  try {
    return (await timeRounds(paths, get, rounds)).map(percentiles);
  } finally {
    agent.destroy();
  }
}

/** The search service called in this process, one query at a time, after its bank index has loaded. */
export async function measureService(url: string, queries: SearchQuery[], rounds = 20) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool) as unknown as Database;
  try {
    const searches = await Promise.all(queries.map((q) => toServiceSearch(SEARCH_TENANT, q)));
    const times = await timeRounds(searches, (search) => searchVacancies(db, SEARCH_TENANT, search), rounds);
    return { timings: times.map(percentiles), all: percentiles(times.flat()) };
  } finally {
    await pool.end();
  }
}

const sumOf = (timings: QueryTiming[], value: (t: QueryTiming) => number | undefined) =>
  timings.reduce((sum, t) => sum + (value(t) ?? 0), 0);

/**
 * Our layers over the database: the API's time (HTTP, JSON:API, the search in this process and the cards' query)
 * against the same search done by PostgreSQL alone, over the sums of the per-query medians; below 0 the API is faster.
 */
export function overheadShare(timings: QueryTiming[]): number | null {
  if (timings.some((t) => !t.api)) return null;
  const sql = sumOf(timings, (t) => t.sql.p50Ms);
  return round((sumOf(timings, (t) => t.api?.p50Ms) - sql) / sql);
}

/** HTTP and JSON:API's share of the API time: (API - service) / API over the per-query medians. */
export function httpShare(timings: QueryTiming[]): number | null {
  if (timings.some((t) => !t.api || !t.service)) return null;
  const api = sumOf(timings, (t) => t.api?.p50Ms);
  return round((api - sumOf(timings, (t) => t.service?.p50Ms)) / api);
}

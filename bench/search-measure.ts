import { Agent, request } from "node:http";
import pg from "pg";
import { percentile } from "./load";
import { SEARCH_TENANT, type SearchQuery } from "./search-queries";
import { captureSearchStatements, runSearchSql, type Statement } from "./search-sql";

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

/** Every query of the mix `rounds` times on one connection, after a warm-up round; also the EXPLAIN ANALYZE time. */
export async function measureSql(url: string, queries: SearchQuery[], rounds = 20) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    const perQuery = new Map<string, number[]>(queries.map((q) => [q.label, []]));
    const statements = new Map<string, Statement[]>();
    for (const q of queries) statements.set(q.label, await captureSearchStatements(url, SEARCH_TENANT, q));
    const run = (q: SearchQuery, explain = false) => runSearchSql(client, statements.get(q.label) ?? [], explain);
    for (const q of queries) await run(q);
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const t = performance.now();
        await run(q);
        perQuery.get(q.label)?.push(performance.now() - t);
      }
    }
    const timings: QueryTiming[] = [];
    for (const q of queries) {
      const executions: number[] = [];
      for (let i = 0; i < 5; i++) executions.push(await run(q, true));
      timings.push({
        label: q.label,
        sql: percentiles(perQuery.get(q.label) ?? []),
        executionP50Ms: percentiles(executions).p50Ms,
      });
    }
    return { timings, all: percentiles([...perQuery.values()].flat()) };
  } finally {
    client.release();
    await pool.end();
  }
}

/** The mix through HTTP one request at a time (no queueing), to set against the SQL round trips. */
export async function measureHttpSequential(port: number, host: string, paths: string[], rounds = 20): Promise<Percentiles[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const t = performance.now();
      const req = request({ agent, host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        res.resume();
        res.on("end", () =>
          res.statusCode === 200 ? resolve(performance.now() - t) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      });
      req.on("error", reject);
      req.end();
    });
  try {
    for (const path of paths) await get(path);
    const times = paths.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, path] of paths.entries()) times[i].push(await get(path));
    }
    return times.map(percentiles);
  } finally {
    agent.destroy();
  }
}

/** Our layers' share of the API time: (API - SQL) / API over the sums of the per-query medians. */
export function overheadShare(timings: QueryTiming[]): number | null {
  if (timings.some((t) => !t.api)) return null;
  const api = timings.reduce((sum, t) => sum + (t.api?.p50Ms ?? 0), 0);
  const sql = timings.reduce((sum, t) => sum + t.sql.p50Ms, 0);
  return round((api - sql) / api);
}

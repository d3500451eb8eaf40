import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TenantId } from "../server/config/tenants";
import { DEFAULT_GENERATOR_URL, type GenerateReport, generate, ONE_TENANT_GENERATOR_URL } from "./generate-vacancies";
import { type LoadResult, runLoad } from "./load";
import { descendants, readStatusMiB, sampleRss } from "./memory";
import {
  AFTER_SECONDS,
  AT_REST_MS,
  askEachProcess,
  type MemorySnapshot,
  type ProcessMemory,
  sampleLargest,
} from "./memory-breakdown";
import type { BenchOptions } from "./options";
import { runPacedLoad } from "./paced-load";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import {
  httpShare,
  measureHttpSequential,
  measureService,
  measureSql,
  overheadShare,
  type Percentiles,
  type QueryTiming,
} from "./search-measure";
import { apiPath, pagePath, SEARCH_QUERIES, type SearchQuery, searchLoad } from "./search-queries";
import { getStatus, type ServerProcess, startServer } from "./server-process";
import { publishedVacancyPaths } from "./vacancy-page";

export const API_RATE = 200;
/** search-one-tenant: a large regional site, every generated vacancy in this tenant (one centre). */
export const ONE_TENANT: TenantId = "oldebroek";
const NOT_AVAILABLE = "not available yet (404)";

export interface GrowthStep {
  vacancies: number;
  generateSeconds: number;
  /** The sixteen searches done by PostgreSQL alone, and by the search service (bank index) in one process. */
  sql: Percentiles;
  service: Percentiles;
  api?: LoadResult;
}

/** The load runs on one database: the API at a fixed rate, the page, and both without their caches. */
export interface SearchLoads {
  /** The tenant whose site is measured; absent: the public tenant, with the vacancies spread over every tenant. */
  tenant?: TenantId;
  data?: GenerateReport;
  /** (a) the mix through the API at 200 req/s, evenly paced. */
  api?: LoadResult | { skipped: string };
  /** (b) the server-rendered search page at max throughput. */
  page?: LoadResult | { skipped: string };
  /**
   * For reference, without the caches: the page rendered for every request, and the API mix at max throughput. In one
   * tenant also the vacancy pages a crawler walks, each in turn, in two server processes (issue 42 item 1).
   */
  uncached?: {
    page?: LoadResult;
    api?: LoadResult;
    vacancyPages?: LoadResult | { skipped: string };
    /** Issue 42 item 1's three search pages, each on its own, in the same two processes. */
    searchPages?: { label: string; load: LoadResult }[];
  };
  /**
   * One tenant: the memory of the vacancy pages' server processes (issue 42 item 5), the largest worker's and the
   * primary's VmRSS, and where each worker's goes at rest and AFTER_SECONDS after the walk.
   */
  workerMemory?: ProcessMemory & {
    /** The largest worker 2 s after the warm-up, before it has been quiet long enough to give memory back. */
    justAfterMiB: number;
    primaryMiB: number;
    breakdown: { rest: MemorySnapshot[]; peak: MemorySnapshot[]; after: MemorySnapshot[] };
  };
}

export interface SearchRun extends SearchLoads {
  /** (c) per query: inside PostgreSQL, its round trip, and through the API. */
  sql?: { timings: QueryTiming[]; all: Percentiles; overhead: number | null; http: number | null; overheadSkipped?: string };
  /** (d) search p95 as the bank grows. */
  growth?: GrowthStep[];
  /** search-one-tenant: the loads again with every generated vacancy in ONE_TENANT. */
  oneTenant?: SearchLoads;
  error?: string;
}

type Log = (line: string) => void;

/**
 * The search scenarios on PostgreSQL: a-c on the kept database bench_vacancies at --scale, d on a throw-away one,
 * search-one-tenant's loads on the kept database bench_vacancies_one_tenant.
 */
export async function runSearchScenarios(root: string, options: BenchOptions, log: Log, run: SearchRun) {
  const want = (s: string) => options.scenarios.includes(s as never);
  if (want("search-api") || want("search-page") || want("search-sql")) {
    log(`\n== search: growing ${DEFAULT_GENERATOR_URL} to ${options.scale} vacancies (kept between runs) ...`);
    run.data = await generate(DEFAULT_GENERATOR_URL, options.scale, log);
    await measureLoads(root, options, log, DEFAULT_GENERATOR_URL, run, { api: want("search-api"), page: want("search-page") });
    if (want("search-sql")) {
      log("   the sixteen searches done by PostgreSQL alone (the service's SQL engine), 20 rounds ...");
      const sql = await measureSql(DEFAULT_GENERATOR_URL, SEARCH_QUERIES);
      log("   the same searches through the search service in this process (bank index), 20 rounds ...");
      const service = await measureService(DEFAULT_GENERATOR_URL, SEARCH_QUERIES);
      await withServer(root, DEFAULT_GENERATOR_URL, async (server, host) => {
        log("   the same searches through the API, one at a time, 20 rounds ...");
        const http = await measureHttpSequential(server.port, host, SEARCH_QUERIES.map(apiPath));
        for (const [i, timing] of sql.timings.entries()) Object.assign(timing, { api: http[i], service: service.timings[i] });
      });
      run.sql = { ...sql, overhead: overheadShare(sql.timings), http: httpShare(sql.timings) };
    }
  }
  if (want("search-one-tenant")) {
    run.oneTenant = { tenant: ONE_TENANT };
    log(`\n== search, one tenant: growing ${ONE_TENANT_GENERATOR_URL} to ${options.scale} vacancies in ${ONE_TENANT} ...`);
    run.oneTenant.data = await generate(ONE_TENANT_GENERATOR_URL, options.scale, log, ONE_TENANT);
    await measureLoads(root, options, log, ONE_TENANT_GENERATOR_URL, run.oneTenant, { api: true, page: true });
  }
  if (want("search-growth")) await growth(root, options, log, run);
}

/** The API mix at its rate and the page mix at max throughput, then both again with the page cache off. */
async function measureLoads(
  root: string,
  options: BenchOptions,
  log: Log,
  url: string,
  loads: SearchLoads,
  want: { api: boolean; page: boolean },
) {
  if (!want.api && !want.page) return;
  await withServer(
    root,
    url,
    async (server, host) => {
      const api = await available(server, host, apiPath(SEARCH_QUERIES[0]));
      if (want.api) loads.api = api ? await apiAtRate(server, host, options.fixedRateSeconds, log) : skip("API", log);
      if (want.page) {
        const page = await available(server, host, pagePath(SEARCH_QUERIES[0]));
        loads.page = page ? await pageAtMax(server, host, options.maxSeconds, log, true) : skip("page", log);
      }
    },
    {},
    loads.tenant,
  );
  loads.uncached = {};
  await withServer(
    root,
    url,
    async (server, host) => {
      if (want.page) loads.uncached = { page: await pageAtMax(server, host, options.maxSeconds, log, false) };
      if (want.api) loads.uncached = { ...loads.uncached, api: await apiAtMax(server, host, options.maxSeconds, log) };
    },
    { PAGE_CACHE_SECONDS: "0" },
    loads.tenant,
  );
  if (!want.page || !loads.tenant) return;
  await withServer(
    root,
    url,
    async (server, host) => {
      const pages = await vacancyPagesAtMax(server, host, options.maxSeconds, log);
      loads.uncached = { ...loads.uncached, vacancyPages: pages.load };
      loads.workerMemory = pages.memory;
      // After the memory's measurement, which these loads would disturb.
      if (isLoad(pages.load)) loads.uncached.searchPages = await searchPagesAtMax(server, host, options.maxSeconds, log);
    },
    { PAGE_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(VACANCY_PAGE_PROCESSES) },
    loads.tenant,
  );
}

/** Issue 42 item 1 counts the vacancy pages a crawler asks in two server processes. */
export const VACANCY_PAGE_PROCESSES = 2;
const CRAWLED_VACANCIES = 2000;
// Each process loads the tenant's bank index on its first search or vacancy page (some 6 s at 100,000): the figures
// are of the steady state after it.
const WARM_UP_SECONDS = 15;

/**
 * The newest vacancies' pages, each request the next one, rendered for every request: what a crawler costs. With the
 * workers' memory 2 s after the warm-up, at rest after it (each has loaded the bank index), at its peak, and
 * AFTER_SECONDS after.
 */
async function vacancyPagesAtMax(server: ServerProcess, host: string, seconds: number, log: Log) {
  // The newest vacancies come from the bank, which answers once it has loaded.
  if (!(await available(server, host, apiPath(SEARCH_QUERIES[0])))) return { load: skip("API", log) };
  const paths = await publishedVacancyPaths(server.port, host, CRAWLED_VACANCIES);
  if (!paths.length) return { load: skip("vacancy pages", log) };
  const target = { port: server.port, host, path: paths[0], paths, connections: 20 };
  log(`   vacancy pages warm-up ${WARM_UP_SECONDS} s ...`);
  await runLoad({ ...target, seconds: WARM_UP_SECONDS });
  const primary = server.child.pid ?? 0;
  const workers = () => descendants(primary).slice(1);
  const largest = () => Math.max(...workers().map((pid) => readStatusMiB(pid, "VmRSS")));
  await sleep(SETTLE_MS);
  const justAfterMiB = largest();
  await sleep(AT_REST_MS - SETTLE_MS);
  const restMiB = largest();
  const rest = await askEachProcess(server.port, VACANCY_PAGE_PROCESSES);
  const rss = sampleRss(workers);
  const atPeak = sampleLargest(server.port);
  log(`   ${paths.length} vacancy pages in turn, without page cache, at max throughput for ${seconds} s ...`);
  const load = await runLoad({ ...target, seconds });
  const peak = await atPeak.stop();
  log(`   idle for ${AFTER_SECONDS} s: does the workers' memory come back?`);
  await sleep(AFTER_SECONDS * 1000);
  const memory = {
    justAfterMiB,
    restMiB,
    peakMiB: rss.stop().peakRssMiB,
    afterMiB: largest(),
    primaryMiB: readStatusMiB(primary, "VmRSS"),
    breakdown: { rest, peak, after: await askEachProcess(server.port, VACANCY_PAGE_PROCESSES) },
  };
  return { load, memory };
}

/** Issue 42 item 1's search pages: the bank's first page, a text search, and that search filtered by type. */
const CRAWLED_SEARCH_PAGES: SearchQuery[] = [
  { label: "bank first page", params: {} },
  { label: "text search", params: { "filter[q]": "ouderen" } },
  { label: "filtered search", params: { "filter[q]": "ouderen", "filter[vacancy_type]": "volunteering" } },
];

// The bank index is loaded by then (the vacancy pages' warm-up): a page needs only its own code warmed.
const SEARCH_PAGE_WARM_UP_SECONDS = 3;

/** Each of CRAWLED_SEARCH_PAGES rendered for every request, page cache off, after a short warm-up of its own. */
async function searchPagesAtMax(server: ServerProcess, host: string, seconds: number, log: Log) {
  const measured: { label: string; load: LoadResult }[] = [];
  for (const query of CRAWLED_SEARCH_PAGES) {
    const target = { port: server.port, host, path: pagePath(query), connections: 20 };
    log(`   ${query.label} (${target.path}), without page cache, at max throughput for ${seconds} s ...`);
    await runLoad({ ...target, seconds: SEARCH_PAGE_WARM_UP_SECONDS });
    measured.push({ label: query.label, load: await runLoad({ ...target, seconds }) });
  }
  return measured;
}

/** A load that ran, not one skipped. */
export const isLoad = (r: LoadResult | { skipped: string } | undefined): r is LoadResult => Boolean(r && "requests" in r);

const SETTLE_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function growth(root: string, options: BenchOptions, log: Log, run: SearchRun) {
  const sizes = [10_000, 100_000, ...(options.withMillion || options.scale === 1_000_000 ? [1_000_000] : [])];
  const database = await createBenchDatabase();
  run.growth = [];
  try {
    for (const size of sizes) {
      log(`\n== search growth: ${size} vacancies in ${database.name} ...`);
      const data = await generate(database.url, size, log);
      const sql = await measureSql(database.url, SEARCH_QUERIES, 10);
      const service = await measureService(database.url, SEARCH_QUERIES, 10);
      const step: GrowthStep = { vacancies: data.vacancies, generateSeconds: data.seconds, sql: sql.all, service: service.all };
      await withServer(root, database.url, async (server, host) => {
        if (await available(server, host, apiPath(SEARCH_QUERIES[0]))) step.api = await apiAtRate(server, host, 10, log);
      });
      run.growth.push(step);
      log(
        `   SQL p95 ${step.sql.p95Ms} ms, service p95 ${step.service.p95Ms} ms${step.api ? `, API p95 ${step.api.p95Ms} ms at ${API_RATE}/s` : ""}`,
      );
    }
  } finally {
    await dropBenchDatabase(database.name);
  }
}

async function withServer(
  root: string,
  url: string,
  work: (server: ServerProcess, host: string) => Promise<void>,
  env: Record<string, string> = {},
  tenant?: TenantId,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-search-"));
  const server = await startServer(root, { DATA_DIR: dataDir, DATABASE_URL: url, SIGN_IN_LIMIT_PER_ADDRESS: "1000000", ...env });
  try {
    // Without a tenant no subdomain: the default tenant (public), whose centres are Nijmegen, Heumen and Ede.
    await work(server, tenant ? `${tenant}.localhost:${server.port}` : `localhost:${server.port}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Whether the endpoint or page exists (404 until it does). The first search of a tenant waits for its bank index to
 * load (seconds at a million vacancies), so this also waits until the server is ready to be measured.
 */
async function available(server: ServerProcess, host: string, urlPath: string) {
  const deadline = Date.now() + 180_000;
  let status = await getStatus(server.port, host, urlPath, 180_000);
  // A search that waits for the index longer than the server's request time-out is answered 503: ask again.
  while (status === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    status = await getStatus(server.port, host, urlPath, 180_000);
  }
  if (status !== 200 && status !== 404) throw new Error(`GET ${urlPath} answered ${status}`);
  return status === 200;
}

function skip(what: string, log: Log) {
  log(`   search ${what}: ${NOT_AVAILABLE}, skipped`);
  return { skipped: NOT_AVAILABLE };
}

/** The long-tail mix of search-queries.ts, by popularity, as API calls or page addresses, over 20 connections. */
function mixTarget(server: ServerProcess, host: string, toPath: (query: SearchQuery) => string) {
  const load = searchLoad();
  return { port: server.port, host, path: toPath(load[0]), paths: load.map(toPath), connections: 20 };
}

async function apiAtRate(server: ServerProcess, host: string, seconds: number, log: Log) {
  const target = mixTarget(server, host, apiPath);
  log(`   search API warm-up ${WARM_UP_SECONDS} s ...`);
  await runLoad({ ...target, seconds: WARM_UP_SECONDS });
  log(`   search API mix at ${API_RATE} req/s, evenly paced, for ${seconds} s ...`);
  return runPacedLoad({ ...target, seconds, rate: API_RATE });
}

async function apiAtMax(server: ServerProcess, host: string, seconds: number, log: Log) {
  const target = mixTarget(server, host, apiPath);
  log(`   search API mix at max throughput, for ${seconds} s ...`);
  return runLoad({ ...target, seconds });
}

/**
 * With the page cache, as a site that has had visitors for a minute: every search of the mix asked once before (the
 * bank keeps its pages that long, page-cache.ts); without it, a warm-up while the bank index loads.
 */
async function pageAtMax(server: ServerProcess, host: string, seconds: number, log: Log, pageCache: boolean) {
  const target = mixTarget(server, host, pagePath);
  if (pageCache) {
    const paths = [...new Set(target.paths)];
    log(`   search page warm-up: each of the mix's ${paths.length} searches once ...`);
    await runLoad({ ...target, paths, amount: paths.length, seconds });
  } else {
    log(`   search page warm-up ${WARM_UP_SECONDS} s ...`);
    await runLoad({ ...target, seconds: WARM_UP_SECONDS });
  }
  log(`   search page mix at max throughput for ${seconds} s ...`);
  return runLoad({ ...target, seconds });
}

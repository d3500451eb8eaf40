import { type FirstVisit, isShareable } from "./first-visit";
import type { LoadResult } from "./load";
import type { PostgresMemory } from "./postgres-memory";

export interface DatabaseRun {
  database: "postgres" | "pglite";
  serverPid?: number;
  /** Evenly spaced requests: what "at 500 req/s" means for the target. */
  apiAtEvenRate?: LoadResult;
  /** autocannon's overallRate: each connection's share of a second in one burst. */
  apiAtFixedRate?: LoadResult;
  apiAtMaxThroughput?: LoadResult;
  homeAtMaxThroughput?: LoadResult;
  /** The home page as campaign links ask it: a new ?utm_source= on every request (issue 42, item 3). */
  taggedHomeAtMaxThroughput?: LoadResult;
  /** A new visitor's first GET of public pages and its revalidation (issue 42, item 3). */
  firstVisits?: FirstVisit[];
  /** An anonymous visitor's page of a published demo vacancy. */
  vacancyPageAtMaxThroughput?: LoadResult;
  /** An anonymous content page of ten blocks (issue 15), its page cache allowed. */
  contentPageAtMaxThroughput?: LoadResult;
  /** Without the page cache, one request at a time: the median is the server's time for the page. */
  uncached?: { home: LoadResult; contentPage: LoadResult };
  /** GET /api/v1/current_user?include=roles with a valid token, evenly paced. */
  currentUserAtEvenRate?: LoadResult;
  /** GET /api/v1/notifications?page[size]=1 (the bell's unread count) with a valid token, evenly paced. */
  unreadCountAtEvenRate?: LoadResult;
  /** POST /auth/sign_in as fast as argon2id allows. */
  signInAtMaxThroughput?: LoadResult;
  /** The largest process of the server's tree (VmRSS every 200 ms) and its VmHWM (incl. start-up). */
  memory?: { peakRssMiB: number; vmHwmMiB: number; processes: number };
  /** PostgreSQL's processes for the benchmark's database while loaded (postgres-memory.ts). */
  postgresMemory?: PostgresMemory;
  /** Spawn to first answered request: on a new database (migrate, seed), then again on it (the measured server). */
  startup?: { firstStartMs: number; secondStartMs: number };
  error?: string;
}

export interface TargetCheck {
  target: string;
  pass: boolean | null;
  measured: string;
}

const API_P99_LIMIT_MS = 10;
const API_RATE = 500;
const HOME_MIN_RPS = 1000;
const VACANCY_PAGE_MIN_RPS = 600;
const CONTENT_PAGE_MIN_RPS = 600;
const CONTENT_PAGE_EXTRA_MS = 5;
const RSS_LIMIT_MIB = { postgres: 400, pglite: 450 } as const;
const COLD_START_LIMIT_MS = 3000;
const SIGN_IN_MIN_RPS = 20;

const LABELS = { postgres: "PostgreSQL", pglite: "PGlite" } as const;

export function formatRun(run: DatabaseRun): string {
  const lines = [`\n${LABELS[run.database]}${run.serverPid ? ` (server pid ${run.serverPid})` : ""}`];
  if (run.error) lines.push(`  CRASHED: ${run.error}`);
  const rows: [string, LoadResult | undefined][] = [
    [`API @ ${API_RATE}/s, evenly paced`, run.apiAtEvenRate],
    [`API @ ${API_RATE}/s, autocannon overallRate`, run.apiAtFixedRate],
    ["API, max throughput", run.apiAtMaxThroughput],
    ["GET /nl (home page), max throughput", run.homeAtMaxThroughput],
    ["GET /nl?utm_source=<new each>, max", run.taggedHomeAtMaxThroughput],
    ["vacancy page (anonymous), max", run.vacancyPageAtMaxThroughput],
    ["content page (10 blocks), max", run.contentPageAtMaxThroughput],
    ["GET /nl uncached, one at a time", run.uncached?.home],
    ["content page uncached, one at a time", run.uncached?.contentPage],
    [`current_user @ ${API_RATE}/s, evenly paced`, run.currentUserAtEvenRate],
    [`unread count @ ${API_RATE}/s, evenly paced`, run.unreadCountAtEvenRate],
    ["POST /auth/sign_in, max throughput", run.signInAtMaxThroughput],
  ];
  lines.push(`  ${pad("measurement", 38)}${cols(["req/s", "p50 ms", "p99 ms", "max ms", "non-2xx", "errors", "requests"])}`);
  for (const [label, r] of rows) {
    const values = r
      ? [r.requestsPerSecond, r.p50Ms, r.p99Ms, r.maxMs, r.non2xx, r.errors, r.requests].map(show)
      : ["-", "-", "-", "-", "-", "-", "-"];
    lines.push(`  ${pad(label, 38)}${cols(values)}`);
  }
  if (run.memory) {
    lines.push(
      `  server RSS: largest process's peak ${run.memory.peakRssMiB} MiB while measured (VmRSS every 200 ms, ` +
        `${run.memory.processes} process(es)), VmHWM ${run.memory.vmHwmMiB} MiB (incl. start-up)`,
    );
  }
  if (run.postgresMemory) lines.push(`  PostgreSQL: ${formatPostgresMemory(run.postgresMemory)}`);
  if (run.startup) {
    lines.push(
      `  start to first answer: ${run.startup.firstStartMs} ms on a new database (migrate, seed), ` +
        `${run.startup.secondStartMs} ms again on it (cold start)`,
    );
  }
  return lines.join("\n");
}

/** The issue's targets; both are about PostgreSQL, the production database. */
export function checkTargets(runs: DatabaseRun[]): TargetCheck[] {
  const postgres = runs.find((r) => r.database === "postgres");
  const api = postgres?.apiAtEvenRate;
  const bursts = postgres?.apiAtFixedRate;
  const home = postgres?.homeAtMaxThroughput;
  const currentUser = postgres?.currentUserAtEvenRate;
  const signIn = postgres?.signInAtMaxThroughput;
  const evenRate = (name: string, result: LoadResult | undefined): TargetCheck => ({
    target: `${name} p99 < ${API_P99_LIMIT_MS} ms at ${API_RATE} req/s (PostgreSQL)`,
    // A p99 only counts if the rate was actually reached and every answer was a 2xx.
    pass: result
      ? result.p99Ms < API_P99_LIMIT_MS && result.requestsPerSecond >= API_RATE * 0.97 && failures(result) === 0
      : null,
    measured: result
      ? `p99 ${show(result.p99Ms)} ms at ${result.requestsPerSecond} req/s, ${failures(result)} non-2xx/errors`
      : "not measured",
  });
  return [
    {
      target: `API p99 < ${API_P99_LIMIT_MS} ms at ${API_RATE} req/s (PostgreSQL)`,
      // A p99 only counts if the rate was actually reached and every answer was a 2xx.
      pass: api ? api.p99Ms < API_P99_LIMIT_MS && api.requestsPerSecond >= API_RATE * 0.97 && failures(api) === 0 : null,
      measured: api
        ? `p99 ${show(api.p99Ms)} ms at ${api.requestsPerSecond} req/s, ${failures(api)} non-2xx/errors` +
          (bursts ? ` (autocannon overallRate: p99 ${show(bursts.p99Ms)} ms)` : "")
        : "not measured",
    },
    {
      target: `home page >= ${HOME_MIN_RPS} req/s (PostgreSQL)`,
      pass: home ? home.requestsPerSecond >= HOME_MIN_RPS && failures(home) === 0 : null,
      measured: home
        ? `${home.requestsPerSecond} req/s, p99 ${show(home.p99Ms)} ms, ${failures(home)} non-2xx/errors`
        : "not measured",
    },
    taggedHome(postgres?.taggedHomeAtMaxThroughput),
    firstVisitsShareable(postgres?.firstVisits),
    evenRate("current_user", currentUser),
    // Issue 17: the bell asks for it every 30 s from every open page of a signed-in user.
    evenRate("unread notifications count", postgres?.unreadCountAtEvenRate),
    {
      target: `sign-ins >= ${SIGN_IN_MIN_RPS}/s (PostgreSQL; argon2id m=19 MiB, t=2, p=1)`,
      pass: signIn ? signIn.requestsPerSecond >= SIGN_IN_MIN_RPS && failures(signIn) === 0 : null,
      measured: signIn
        ? `${signIn.requestsPerSecond} sign-ins/s, p99 ${show(signIn.p99Ms)} ms, ${failures(signIn)} non-2xx/errors`
        : "not measured",
    },
  ];
}

/** The new figures of issue 13: the vacancy page, memory per database and the cold start. */
export function checkServerTargets(runs: DatabaseRun[]): TargetCheck[] {
  const postgres = runs.find((r) => r.database === "postgres");
  const pglite = runs.find((r) => r.database === "pglite");
  const page = postgres?.vacancyPageAtMaxThroughput;
  const memory = (run: DatabaseRun | undefined): TargetCheck => {
    const database = run?.database ?? "postgres";
    const limit = RSS_LIMIT_MIB[database];
    const peak = run?.memory?.peakRssMiB;
    const postgresFigure = run?.postgresMemory ? `; PostgreSQL ${formatPostgresMemory(run.postgresMemory)}` : "";
    return {
      target: `largest server process <= ${limit} MiB RSS under load (${LABELS[database]})`,
      pass: peak === undefined || Number.isNaN(peak) ? null : peak <= limit,
      measured: peak === undefined ? "not measured" : `peak ${peak} MiB${postgresFigure}`,
    };
  };
  const coldStart = pglite?.startup?.secondStartMs;
  return [
    {
      target: `anonymous vacancy page >= ${VACANCY_PAGE_MIN_RPS} req/s (PostgreSQL)`,
      pass: page ? page.requestsPerSecond >= VACANCY_PAGE_MIN_RPS && failures(page) === 0 : null,
      measured: page
        ? `${page.requestsPerSecond} req/s, p99 ${show(page.p99Ms)} ms, ${failures(page)} non-2xx/errors`
        : "not measured",
    },
    memory(postgres),
    memory(pglite ?? { database: "pglite" }),
    {
      target: `cold start < ${COLD_START_LIMIT_MS / 1000} s (PGlite, existing database)`,
      pass: coldStart === undefined ? null : coldStart < COLD_START_LIMIT_MS,
      measured: coldStart === undefined ? "not measured" : `${coldStart} ms from spawn to the first answered request`,
    },
  ];
}

/** Issue 15's figures: a content page of ten blocks, with its page cache and, in server time, without. */
export function checkContentPageTargets(runs: DatabaseRun[]): TargetCheck[] {
  const postgres = runs.find((r) => r.database === "postgres");
  const content = postgres?.contentPageAtMaxThroughput;
  const uncached = postgres?.uncached;
  const extraMs = uncached ? uncached.contentPage.p50Ms - uncached.home.p50Ms : undefined;
  return [
    {
      target: `content page of ten blocks >= ${CONTENT_PAGE_MIN_RPS} req/s (PostgreSQL)`,
      pass: content ? content.requestsPerSecond >= CONTENT_PAGE_MIN_RPS && failures(content) === 0 : null,
      measured: content
        ? `${content.requestsPerSecond} req/s, p99 ${show(content.p99Ms)} ms, ${failures(content)} non-2xx/errors`
        : "not measured",
    },
    {
      target: `content page uncached <= home + ${CONTENT_PAGE_EXTRA_MS} ms server time (PostgreSQL)`,
      pass: uncached && extraMs !== undefined ? extraMs <= CONTENT_PAGE_EXTRA_MS && failures(uncached.contentPage) === 0 : null,
      measured: uncached
        ? `median ${show(uncached.contentPage.p50Ms)} ms against the home page's ${show(uncached.home.p50Ms)} ms`
        : "not measured",
    },
  ];
}

export function formatPostgresMemory(m: PostgresMemory): string {
  return `PSS ${m.peakPssMiB} MiB (RSS summed ${m.peakRssSumMiB} MiB) over ${m.processes} processes at peak`;
}

export function formatTargets(checks: TargetCheck[]): string {
  const mark = (pass: boolean | null) => (pass === null ? "[ -- ]" : pass ? "[PASS]" : "[FAIL]");
  return ["\nTargets", ...checks.map((c) => `  ${mark(c.pass)} ${pad(c.target, 48)} ${c.measured}`)].join("\n");
}

// No 2xx answers leave the percentiles NaN.
function show(value: number) {
  return Number.isNaN(value) ? "-" : String(value);
}

function failures(r: LoadResult) {
  return r.non2xx + r.errors;
}

function pad(text: string, width: number) {
  return text.padEnd(width);
}

function cols(values: string[]) {
  return values.map((v) => v.padStart(10)).join("");
}

/** Issue 42, item 3: a campaign's tags are not part of the page, so a tagged link is the home page's own speed. */
function taggedHome(tagged: LoadResult | undefined): TargetCheck {
  return {
    target: `home page with a new campaign tag on every request >= ${HOME_MIN_RPS} req/s (PostgreSQL)`,
    pass: tagged ? tagged.requestsPerSecond >= HOME_MIN_RPS && failures(tagged) === 0 : null,
    measured: tagged
      ? `${tagged.requestsPerSecond} req/s, p99 ${show(tagged.p99Ms)} ms, ${failures(tagged)} non-2xx/errors`
      : "not measured",
  };
}

/** Issue 42, item 3: what a CDN may keep of a new visitor's first page, so that crawlers and first visits reach us once. */
function firstVisitsShareable(visits: FirstVisit[] | undefined): TargetCheck {
  const refused = visits?.filter((visit) => !isShareable(visit)) ?? [];
  return {
    target: "first visits: public, s-maxage, no cookie, ETag and 304 (PostgreSQL)",
    pass: visits ? refused.length === 0 : null,
    measured: visits
      ? refused.length === 0
        ? `${visits.length} of ${visits.length} pages (${visits[0].cacheControl})`
        : refused
            .map(
              (v) =>
                `${v.path}: ${v.status}, "${v.cacheControl}"${v.setsCookie ? ", sets a cookie" : ""}${v.etag ? "" : ", no ETag"}, revalidated ${v.revalidatedStatus}`,
            )
            .join("; ")
      : "not measured",
  };
}

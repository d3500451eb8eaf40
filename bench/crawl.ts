// crawl (issue 42, item 2): a crawler's two passes over the demo site's vacancy pages and bank pages, PAUSE_SECONDS
// apart, once with pages kept ten seconds (as before decision 43) and once with them kept until they change.

import { withDemoServers } from "./demo-server";
import { percentile } from "./load";
import type { BenchOptions } from "./options";
import type { DatabaseRun, TargetCheck } from "./report";
import { requestAt, type ServerProcess } from "./server-process";

/** Longer than the old ten seconds a page was kept. */
const PAUSE_SECONDS = 15;
/** A crawler asks a few pages at once. */
const CONNECTIONS = 4;
const BANK_PAGE_SIZE = 25;
const API_PAGE_SIZE = 100;

export const CRAWL_POLICIES = [
  { name: "kept 10 s", settings: { PAGE_CACHE_SECONDS: "10" } },
  { name: "kept until changed", settings: {} },
] as const;

export interface CrawlPass {
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Pages sent as kept from the first pass: the same CSP nonce as then. */
  keptFromFirstPass?: number;
}

export interface CrawlRun {
  database: DatabaseRun["database"];
  policies: { name: (typeof CRAWL_POLICIES)[number]["name"]; first: CrawlPass; second: CrawlPass }[];
  error?: string;
}

type Log = (line: string) => void;

export async function runCrawl(root: string, options: BenchOptions, log: Log): Promise<CrawlRun[]> {
  const runs: CrawlRun[] = [];
  for (const database of options.databases) {
    const run: CrawlRun = { database, policies: [] };
    log(`\n== crawl on ${database}: starting the server ...`);
    const servers = CRAWL_POLICIES.map(({ name, settings }) => ({
      settings,
      work: async (server: ServerProcess) => {
        const paths = await siteAddresses(server);
        log(`   ${name}: ${paths.length} pages, ${CONNECTIONS} at a time; again after ${PAUSE_SECONDS} s ...`);
        const first = await crawl(server, paths);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_SECONDS * 1000));
        const second = await crawl(server, paths, first.nonces);
        run.policies.push({ name, first: first.pass, second: second.pass });
        log(`   ${name}: first pass ${first.pass.pagesPerSecond} pages/s, second ${second.pass.pagesPerSecond} pages/s`);
      },
    }));
    await withDemoServers(root, database, options.port, servers).catch((error: unknown) => {
      run.error = error instanceof Error ? error.message : String(error);
    });
    runs.push(run);
  }
  return runs;
}

/** Every vacancy page of the demo site's bank and every page of its results, as a crawler finds them. */
async function siteAddresses(server: ServerProcess): Promise<string[]> {
  const ids: string[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let number = 1; ids.length < total; number++) {
    const path = `/api/v1/vacancies/search?page[size]=${API_PAGE_SIZE}&page[number]=${number}`;
    const document = await getJson(server, path);
    total = document.meta.total;
    if (document.data.length === 0) break;
    ids.push(...document.data.map((hit: { id: string }) => hit.id));
  }
  const bankPages = Array.from(
    { length: Math.ceil(ids.length / BANK_PAGE_SIZE) },
    (_, i) => `/nl/vacancies/search?page=${i + 1}`,
  );
  return [...bankPages, ...ids.map((id) => `/nl/vacancies/${id}`)];
}

async function getJson(server: ServerProcess, path: string) {
  // fetch may not set Host: the tenant is named instead.
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { "x-tenant": "oldebroek" } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** One pass, CONNECTIONS at a time; each page's CSP nonce tells a kept page (the one before's) from a new render. */
async function crawl(server: ServerProcess, paths: string[], before?: Map<string, string>) {
  const nonces = new Map<string, string>();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const asked = performance.now();
      const answer = await requestAt(server.port, server.host, path, {
        headers: { accept: "text/html", "accept-encoding": "br, gzip", "user-agent": "bench-crawler" },
      });
      times.push(performance.now() - asked);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1];
      if (nonce) nonces.set(path, nonce);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pass: CrawlPass = {
    pages: paths.length,
    seconds: round(seconds),
    pagesPerSecond: round(paths.length / seconds),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
  };
  if (before) pass.keptFromFirstPass = paths.filter((path) => nonces.get(path) === before.get(path)).length;
  return { pass, nonces };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Each database's passes, per way of keeping pages. */
export function formatCrawl(runs: CrawlRun[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    if (run.error) lines.push(`crawl on ${run.database}: failed: ${run.error}`);
    for (const { name, first, second } of run.policies) {
      const pass = (p: CrawlPass) => `${p.pagesPerSecond} pages/s (p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms)`;
      lines.push(
        `crawl on ${run.database}, ${name}: ${first.pages} pages; first pass ${pass(first)}; after ${PAUSE_SECONDS} s ${pass(second)}, ${second.keptFromFirstPass} of them kept`,
      );
    }
  }
  return lines.join("\n");
}

/** Issue 42 item 2: a crawler's second pass gets the pages of its first, as nothing changed between them. */
export function checkCrawlTargets(runs: CrawlRun[]): TargetCheck[] {
  return runs.map((run) => {
    const kept = run.policies.find((policy) => policy.name === "kept until changed")?.second;
    return {
      target: `crawl on ${run.database}: every page of a second pass ${PAUSE_SECONDS} s later still kept (42)`,
      pass: kept ? kept.keptFromFirstPass === kept.pages : null,
      measured: kept
        ? `${kept.keptFromFirstPass} of ${kept.pages}`
        : `not measured${run.error ? `: ${run.error.slice(0, 80)}` : ""}`,
    };
  });
}

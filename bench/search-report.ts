import type { LoadResult } from "./load";
import { checkProcessMemory, describeProcessMemory, describeSnapshot, PROCESS_MEMORY_TARGET_MIB } from "./memory-breakdown";
import type { TargetCheck } from "./report";
import { API_RATE, isLoad, type SearchLoads, type SearchRun, VACANCY_PAGE_PROCESSES } from "./search-run";

const API_P95_LIMIT_MS = 50;
const PAGE_MIN_RPS = 1000;
const UNCACHED_PAGE_MIN_RPS = 150;
/** Issue 42 item 1: vacancy pages without the page cache, in two processes. */
const UNCACHED_VACANCY_PAGE_MIN_RPS = 800;
/** Issue 42 item 1: the bank's first page, a text search and a filtered one without the page cache, two processes. */
const UNCACHED_SEARCH_PAGE_MIN_RPS = 400;
const OVERHEAD_MAX = 0.3;

const cols = (values: (string | number)[]) => values.map((v) => String(v).padStart(10)).join("");

/** Where the loads ran: the spread layout's public tenant, or every generated vacancy in one tenant. */
const layoutOf = (loads: SearchLoads) => (loads.tenant ? `one tenant (${loads.tenant})` : "spread over the tenants");

function formatLoads(loads: SearchLoads, lines: string[]) {
  const d = loads.data;
  const where = loads.tenant ? ` in ${loads.tenant}` : "";
  if (d) {
    lines.push(
      `  data: ${d.vacancies} vacancies${where}, ${d.organizations} organizations${where}, ${d.applications} applications (${d.seconds} s this run)`,
    );
  }
  if (!loads.api && !loads.page) return;
  lines.push(`  ${"measurement".padEnd(38)}${cols(["req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors"])}`);
  for (const [label, r] of [
    [`API mix @ ${API_RATE}/s, evenly paced`, loads.api],
    ["search page mix, max throughput", loads.page],
    ["API mix, max throughput", loads.uncached?.api],
    ["  page mix without page cache, max", loads.uncached?.page],
    [`  vacancy pages, no cache (${VACANCY_PAGE_PROCESSES} proc.)`, loads.uncached?.vacancyPages],
    ...(loads.uncached?.searchPages ?? []).map(
      ({ label, load }) => [`  ${label}, no cache (${VACANCY_PAGE_PROCESSES} proc.)`, load] as const,
    ),
  ] as const) {
    if (!r) continue;
    if (!isLoad(r)) lines.push(`  ${label.padEnd(38)}${r.skipped}`);
    else lines.push(`  ${label.padEnd(38)}${cols([r.requestsPerSecond, r.p50Ms, r.p95Ms, r.p99Ms, r.non2xx, r.errors])}`);
  }
  const memory = loads.workerMemory;
  if (!memory) return;
  lines.push(
    `  vacancy pages' largest worker RSS: ${describeProcessMemory(memory)}; ${memory.justAfterMiB} MiB 2 s after the ` +
      `warm-up, before it was quiet; the primary ${memory.primaryMiB} MiB`,
    "  where each worker's goes (MiB; /internal/memory):",
    ...memory.breakdown.rest.map((snapshot) => `    at rest ${String(snapshot.pid).padEnd(8)} ${describeSnapshot(snapshot)}`),
    ...memory.breakdown.peak.map((snapshot) => `    at peak ${String(snapshot.pid).padEnd(8)} ${describeSnapshot(snapshot)}`),
    ...memory.breakdown.after.map((snapshot) => `    after   ${String(snapshot.pid).padEnd(8)} ${describeSnapshot(snapshot)}`),
  );
}

export function formatSearch(run: SearchRun): string {
  const lines = ["\nSearch (PostgreSQL)"];
  if (run.error) lines.push(`  CRASHED: ${run.error}`);
  formatLoads(run, lines);
  if (run.oneTenant) {
    lines.push(`\n  ${layoutOf(run.oneTenant)}:`);
    formatLoads(run.oneTenant, lines);
  }
  if (run.sql) {
    lines.push(
      `\n  ${"query (public tenant)".padEnd(40)}${cols(["exec p50", "SQL p50", "SQL p95", "svc p50", "svc p95", "API p50", "API p95"])}`,
    );
    for (const t of run.sql.timings) {
      const service = [t.service?.p50Ms ?? "-", t.service?.p95Ms ?? "-"];
      lines.push(
        `  ${t.label.padEnd(40)}${cols([t.executionP50Ms, t.sql.p50Ms, t.sql.p95Ms, ...service, t.api?.p50Ms ?? "-", t.api?.p95Ms ?? "-"])}`,
      );
    }
    lines.push("  (exec, SQL: the search done by PostgreSQL alone; svc: the search service in one process; API: over HTTP)");
    lines.push(
      `  all queries inside PostgreSQL (round trip): p50 ${run.sql.all.p50Ms} ms, p95 ${run.sql.all.p95Ms} ms, p99 ${run.sql.all.p99Ms} ms`,
    );
  }
  for (const step of run.growth ?? []) {
    const api = step.api
      ? `, API p95 ${step.api.p95Ms} ms at ${step.api.requestsPerSecond} req/s`
      : ", API not available yet (404)";
    lines.push(
      `  growth ${String(step.vacancies).padStart(8)} vacancies: SQL p95 ${step.sql.p95Ms} ms, service p95 ${step.service.p95Ms} ms${api} (generated in ${step.generateSeconds} s)`,
    );
  }
  return lines.join("\n");
}

/** The API and page targets of one layout's loads. */
export function checkLoadTargets(loads: SearchLoads): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const scale = `${loads.data ? ` at ${loads.data.vacancies} vacancies` : ""}${loads.tenant ? ` in one tenant` : ""}`;
  if (loads.api) {
    const r = loads.api;
    checks.push({
      target: `search API p95 < ${API_P95_LIMIT_MS} ms at ${API_RATE} req/s${scale}`,
      pass: isLoad(r) ? r.p95Ms < API_P95_LIMIT_MS && r.requestsPerSecond >= API_RATE * 0.97 && r.non2xx + r.errors === 0 : null,
      measured: isLoad(r)
        ? `p95 ${r.p95Ms} ms at ${r.requestsPerSecond} req/s, ${r.non2xx + r.errors} non-2xx/errors`
        : r.skipped,
    });
  }
  // A page load's target: at least `min` a second, none failed.
  const atLeast = (what: string, min: number, r: LoadResult | { skipped: string } | undefined, where = "") => {
    if (!r) return;
    checks.push({
      target: `${what} >= ${min} req/s${scale}${where}`,
      pass: isLoad(r) ? r.requestsPerSecond >= min && r.non2xx + r.errors === 0 : null,
      measured: isLoad(r) ? `${r.requestsPerSecond} req/s, p95 ${r.p95Ms} ms, ${r.non2xx + r.errors} non-2xx/errors` : r.skipped,
    });
  };
  atLeast("search page", PAGE_MIN_RPS, loads.page);
  atLeast("search page without page cache", UNCACHED_PAGE_MIN_RPS, loads.uncached?.page);
  const crawled = loads.uncached?.vacancyPages;
  if (crawled) {
    const processes = `, ${VACANCY_PAGE_PROCESSES} processes`;
    atLeast("vacancy pages without page cache", UNCACHED_VACANCY_PAGE_MIN_RPS, crawled, processes);
    for (const { label, load } of loads.uncached?.searchPages ?? [])
      atLeast(`${label} without page cache`, UNCACHED_SEARCH_PAGE_MIN_RPS, load, processes);
    const label = `PostgreSQL${scale}${processes}`;
    if (isLoad(crawled)) checks.push(...checkProcessMemory(label, loads.workerMemory, PROCESS_MEMORY_TARGET_MIB.postgres));
  }
  return checks;
}

export function checkSearchTargets(run: SearchRun): TargetCheck[] {
  const checks = [...checkLoadTargets(run), ...(run.oneTenant ? checkLoadTargets(run.oneTenant) : [])];
  if (run.sql) {
    const o = run.sql.overhead;
    const http = run.sql.http === null ? "" : `; HTTP and JSON:API are ${Math.round(run.sql.http * 100)}% of the API time`;
    checks.push({
      target: `our layers add <= ${OVERHEAD_MAX * 100}% to the same search inside PostgreSQL alone`,
      pass: o === null ? null : o <= OVERHEAD_MAX,
      measured:
        o === null
          ? (run.sql.overheadSkipped ?? "not measured")
          : `API ${o >= 0 ? "+" : ""}${Math.round(o * 100)}% against PostgreSQL alone (sums of per-query medians)${http}`,
    });
  }
  return checks;
}

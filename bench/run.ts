// npm run bench [-- --db=postgres|pglite|both --duration=<seconds> --only=<scenario,...> --scale=<vacancies> --with-1m --port=<port>]
// baseline: starts the built server per database (a second start on the seeded database: the cold start), loads it
// (evenly paced 500 req/s, autocannon for the rest) and samples its memory and PostgreSQL's.
// search-*: the vacancy search on PostgreSQL at --scale generated vacancies, spread or in one tenant (bench/search-run.ts).
// overload: the home page at twice its capacity, per database (bench/overload.ts; --port to pin the server's port).
// crawl: a crawler's two passes over the demo site 15 s apart, pages kept 10 s and until changed (bench/crawl.ts).
// lighthouse: Lighthouse's mobile audit of three public pages in the system Chromium (bench/lighthouse.ts).
// digest: the periodic summary for --digest-users generated users on PostgreSQL, in process (bench/digest.ts).
// imports: --import-rows (100,000) vacancies from CSV checked and imported on PostgreSQL, in process (bench/imports.ts).
// tenants: 500 tenants with demo-sized data: start-up, idle memory, a cold tenant's bank, creating one (bench/tenants.ts).
// wire: the cached bank page (Brotli) against nginx serving its bytes, interleaved rounds (bench/wire.ts; skipped without nginx).
// Prints the figures and the issues' targets, writes bench/results/latest.json. Exits non-zero only on a crash.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { checkAnalyticsTargets, formatAnalytics, runAnalytics } from "./analytics";
import { checkCrawlTargets, formatCrawl, runCrawl } from "./crawl";
import { checkDigestTargets, formatDigest, runDigest } from "./digest";
import { checkFirstVisits } from "./first-visit";
import { checkImportsTargets, formatImports, runImports } from "./imports";
import { runLighthouse } from "./lighthouse";
import { accessibilityFiguresOf, checkLighthouseTargets, formatLighthouse } from "./lighthouse-report";
import { type LoadOptions, runLoad, stopRunningLoad } from "./load";
import { descendants, findListeningPid, sampleRss } from "./memory";
import { parseOptions } from "./options";
import { runOverload } from "./overload";
import { checkOverloadTargets, formatOverload } from "./overload-report";
import { runPacedLoad } from "./paced-load";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import { samplePostgresMemory } from "./postgres-memory";
import { checkContentPageTargets, checkServerTargets, checkTargets, type DatabaseRun, formatRun, formatTargets } from "./report";
import { gitCommit, warnIfMachineBusy, writeAccessibilityFigures, writeResults } from "./results-file";
import { checkSearchTargets, formatSearch } from "./search-report";
import { runSearchScenarios, type SearchRun } from "./search-run";
import { ensureBuild, getStatus, killAllServers, READY_PATH, type ServerProcess, startServer } from "./server-process";
import { checkSocialMapTargets, formatSocialMap, runSocialMap } from "./social-map";
import { checkTenantsTargets, formatTenants, runTenants } from "./tenants";
import { findPublishedVacancyPath } from "./vacancy-page";
import { checkVolunteerPoolTargets, formatVolunteerPool, runVolunteerPool } from "./volunteer-pool";
import { checkWireTargets, formatWire, runWire } from "./wire";

const API_PATH = `${READY_PATH}?include=profile`;
const HOME_PATH = "/nl";
// The demo page with ten blocks of most kinds (pages.seed.ts).
const CONTENT_PATH = "/nl/vrijwilligerswerk";
const BANK_PATH = "/nl/vacancies/search";
const UNCACHED_SECONDS = 5;
const CURRENT_USER_PATH = "/api/v1/current_user?include=roles";
const UNREAD_COUNT_PATH = "/api/v1/notifications?page[size]=1";
// A demo account of the seed (README); every sign-in adds a device token, as a real one would.
const CREDENTIALS = JSON.stringify({ email: "volunteer@oldebroek.demo.test", password: "Vrijwilliger2026!" });
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;
// Ready-polling interval of the measured (second) start: the cold-start figure is this precise.
const COLD_START_POLL_MS = 20;

const root = process.cwd();
const IN_PROCESS: string[] = ["digest", "volunteer-pool", "imports"];
const options = parseOptions(process.argv.slice(2));
const cleanups: (() => Promise<void>)[] = [];

process.on("exit", killAllServers);
process.on("SIGINT", () => void abort("SIGINT"));
process.on("SIGTERM", () => void abort("SIGTERM"));

async function main() {
  if (!existsSync(path.join(root, "server/main.ts"))) throw new Error("run from the repository root: npm run bench");
  // The in-process scenarios need no server.
  if (options.scenarios.some((scenario) => !IN_PROCESS.includes(scenario))) await ensureBuild(root);
  warnIfMachineBusy();
  const runs: DatabaseRun[] = [];
  for (const database of options.scenarios.includes("baseline") ? options.databases : []) {
    console.log(`\n== ${database}: starting the server ...`);
    const run: DatabaseRun = { database };
    await benchDatabase(run).catch((error: unknown) => {
      run.error = messageOf(error);
    });
    runs.push(run);
    console.log(formatRun(run));
  }
  const search: SearchRun | undefined = options.scenarios.some((s) => s.startsWith("search-")) ? {} : undefined;
  if (search) {
    await runSearchScenarios(root, options, console.log, search).catch((error: unknown) => {
      search.error = messageOf(error);
    });
  }
  const overload = options.scenarios.includes("overload") ? await runOverload(root, options, console.log) : undefined;
  const crawl = options.scenarios.includes("crawl") ? await runCrawl(root, options, console.log) : undefined;
  const lighthouse = options.scenarios.includes("lighthouse") ? await runLighthouse(root, console.log) : undefined;
  const digest = options.scenarios.includes("digest") ? await runDigest(options.digestUsers, console.log) : undefined;
  const pool = options.scenarios.includes("volunteer-pool") ? await runVolunteerPool(100_000, console.log) : undefined;
  const socialMap = options.scenarios.includes("social-map")
    ? await runSocialMap(root, 5_000, options.maxSeconds, console.log)
    : undefined;
  const analytics = options.scenarios.includes("analytics")
    ? await runAnalytics(root, 1_000_000, options.maxSeconds, console.log)
    : undefined;
  const tenants = options.scenarios.includes("tenants") ? await runTenants(root, console.log) : undefined;
  const imports = options.scenarios.includes("imports") ? await runImports(options.importRows, console.log) : undefined;
  const wire = options.scenarios.includes("wire") ? await runWire(root, options, console.log) : undefined;
  console.log(`\n${"=".repeat(100)}`);
  for (const run of runs) console.log(formatRun(run));
  if (search) console.log(formatSearch(search));
  if (overload) console.log(formatOverload(overload));
  if (crawl) console.log(formatCrawl(crawl));
  if (lighthouse) console.log(formatLighthouse(lighthouse));
  if (digest) console.log(formatDigest(digest));
  if (pool) console.log(formatVolunteerPool(pool));
  if (socialMap) console.log(formatSocialMap(socialMap));
  if (analytics) console.log(formatAnalytics(analytics));
  if (tenants) console.log(formatTenants(tenants));
  if (imports) console.log(formatImports(imports));
  if (wire) console.log(formatWire(wire));
  const targets = [
    ...(runs.length ? [...checkTargets(runs), ...checkServerTargets(runs), ...checkContentPageTargets(runs)] : []),
    ...(search ? checkSearchTargets(search) : []),
    ...(overload ? checkOverloadTargets(overload) : []),
    ...(crawl ? checkCrawlTargets(crawl) : []),
    ...(lighthouse ? checkLighthouseTargets(lighthouse) : []),
    ...(digest ? checkDigestTargets(digest) : []),
    ...(pool ? checkVolunteerPoolTargets(pool) : []),
    ...(socialMap ? checkSocialMapTargets(socialMap) : []),
    ...(analytics ? checkAnalyticsTargets(analytics) : []),
    ...(tenants ? checkTenantsTargets(tenants) : []),
    ...(imports ? checkImportsTargets(imports) : []),
    ...(wire ? checkWireTargets(wire) : []),
  ];
  console.log(formatTargets(targets));
  const settings = { connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, ...options };
  const file = writeResults(root, settings, runs, targets, {
    search,
    overload,
    crawl,
    lighthouse,
    digest,
    pool,
    socialMap,
    analytics,
    tenants,
    imports,
    wire,
  });
  console.log(`\nresults written to ${file}`);
  const figures = lighthouse ? accessibilityFiguresOf(lighthouse, new Date(), gitCommit(root)) : null;
  if (figures) console.log(`accessibility statement's figures written to ${writeAccessibilityFigures(root, figures)}`);
  const crashed =
    runs.some((r) => r.error) ||
    search?.error ||
    overload?.some((r) => r.error) ||
    crawl?.some((r) => r.error) ||
    lighthouse?.error ||
    digest?.error ||
    pool?.error ||
    socialMap?.error ||
    analytics?.error ||
    tenants?.error ||
    imports?.error ||
    wire?.error;
  return crashed ? 1 : 0;
}

/** Fills run as far as it gets, so that a crash still reports what was measured before it. */
async function benchDatabase(run: DatabaseRun) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-bench-${run.database}-`));
  await withCleanup(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      // All load comes from one address; the per-address sign-in limit would otherwise answer 429 after 60.
      const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "", SIGN_IN_LIMIT_PER_ADDRESS: "1000000" };
      if (run.database === "pglite") return startAndMeasure(env, run);
      const created = await createBenchDatabase();
      env.DATABASE_URL = created.url;
      await withCleanup(
        () => dropBenchDatabase(created.name),
        () => startAndMeasure(env, run),
      );
    },
  );
}

/**
 * The first start migrates and seeds; the measured server is the second start on that database, as production runs
 * (seeding grows PGlite's memory, which never shrinks). Its start is the cold start on an existing database.
 */
async function startAndMeasure(env: Record<string, string>, run: DatabaseRun) {
  const first = await startServer(root, env);
  await first.stop();
  const server = await startServer(root, env, undefined, COLD_START_POLL_MS);
  run.startup = { firstStartMs: first.startupMs, secondStartMs: server.startupMs };
  await withCleanup(server.stop, () => measure(server, run, env.DATABASE_URL));
  // The server's own time for a page: no page cache, one request at a time.
  const uncached = await startServer(root, { ...env, PAGE_CACHE_SECONDS: "0" });
  await withCleanup(uncached.stop, async () => {
    const once = async (path: string) => {
      console.log(`   ${path} without the page cache, one at a time, ${UNCACHED_SECONDS} s ...`);
      await runLoad({ port: uncached.port, host: uncached.host, path, seconds: 1, connections: 1 });
      return runLoad({ port: uncached.port, host: uncached.host, path, seconds: UNCACHED_SECONDS, connections: 1 });
    };
    run.uncached = { home: await once(HOME_PATH), contentPage: await once(CONTENT_PATH) };
  });
}

async function measure(server: ServerProcess, run: DatabaseRun, postgresUrl: string) {
  run.serverPid = findListeningPid(server.child.pid ?? 0, server.port);
  const rss = sampleRss(() => descendants(server.child.pid ?? 0));
  const postgres = postgresUrl ? samplePostgresMemory(postgresUrl) : undefined;
  // Stop at the first step after which the server is gone: the next steps would only count refused connections.
  const load = async (
    label: string,
    path: string,
    seconds: number,
    rate?: number,
    paced = false,
    request: Partial<Pick<LoadOptions, "method" | "headers" | "body" | "connections" | "paths">> = {},
  ) => {
    console.log(`   ${label} ...`);
    const target = {
      port: server.port,
      host: server.host,
      path,
      seconds,
      ...request,
      connections: request.connections ?? CONNECTIONS,
    };
    const result = await (paced && rate ? runPacedLoad({ ...target, rate }) : runLoad({ ...target, rate }));
    throwIfExited(server);
    return result;
  };
  try {
    await load(`API warm-up ${WARM_UP_SECONDS} s`, API_PATH, WARM_UP_SECONDS);
    const rateSeconds = options.fixedRateSeconds;
    run.apiAtEvenRate = await load(`API at 500 req/s, evenly paced, for ${rateSeconds} s`, API_PATH, rateSeconds, 500, true);
    run.apiAtFixedRate = await load(
      `API at 500 req/s, autocannon overallRate, for ${rateSeconds} s`,
      API_PATH,
      options.fixedRateSeconds,
      500,
    );
    run.apiAtMaxThroughput = await load(`API at max throughput for ${options.maxSeconds} s`, API_PATH, options.maxSeconds);
    const homeStatus = await getStatus(server.port, server.host, HOME_PATH);
    if (homeStatus !== 200) console.warn(`   warning: GET ${HOME_PATH} answered ${homeStatus}, expected 200`);
    await load(`home page warm-up ${WARM_UP_SECONDS} s`, HOME_PATH, WARM_UP_SECONDS);
    run.homeAtMaxThroughput = await load(
      `home page at max throughput for ${options.maxSeconds} s`,
      HOME_PATH,
      options.maxSeconds,
    );
    // Every request a link of another campaign: before issue 42 each one was rendered anew (2,400 -> 83 req/s).
    const tagged = Array.from({ length: 20_000 }, (_, i) => `${HOME_PATH}?utm_source=campaign-${i}&fbclid=${i}`);
    run.taggedHomeAtMaxThroughput = await load(
      `home page with a new campaign tag on every request, max throughput for ${options.maxSeconds} s`,
      HOME_PATH,
      options.maxSeconds,
      undefined,
      false,
      { paths: tagged },
    );
    const vacancyPath = await findPublishedVacancyPath(server.port, server.host);
    await load(`vacancy page warm-up ${WARM_UP_SECONDS} s`, vacancyPath, WARM_UP_SECONDS);
    run.vacancyPageAtMaxThroughput = await load(
      `vacancy page ${vacancyPath} (anonymous) at max throughput for ${options.maxSeconds} s`,
      vacancyPath,
      options.maxSeconds,
    );
    // A new visitor's first page as a CDN sees it: shareable, or every first visit is rendered anew (issue 42, item 3).
    run.firstVisits = await checkFirstVisits(server.port, server.host, [
      HOME_PATH,
      `${HOME_PATH}?utm_source=newsletter`,
      BANK_PATH,
      vacancyPath,
      CONTENT_PATH,
    ]);
    await load(`content page warm-up ${WARM_UP_SECONDS} s`, CONTENT_PATH, WARM_UP_SECONDS);
    run.contentPageAtMaxThroughput = await load(
      `content page ${CONTENT_PATH} (anonymous) at max throughput for ${options.maxSeconds} s`,
      CONTENT_PATH,
      options.maxSeconds,
    );
    const auth = await signInOnce(server);
    await load(`current_user warm-up ${WARM_UP_SECONDS} s`, CURRENT_USER_PATH, WARM_UP_SECONDS, undefined, false, {
      headers: auth,
    });
    run.currentUserAtEvenRate = await load(
      `current_user at 500 req/s, evenly paced, for ${rateSeconds} s`,
      CURRENT_USER_PATH,
      rateSeconds,
      500,
      true,
      {
        headers: auth,
      },
    );
    await load(`unread count warm-up ${WARM_UP_SECONDS} s`, UNREAD_COUNT_PATH, WARM_UP_SECONDS, undefined, false, {
      headers: auth,
    });
    run.unreadCountAtEvenRate = await load(
      `unread notifications count at 500 req/s, evenly paced, for ${rateSeconds} s`,
      UNREAD_COUNT_PATH,
      rateSeconds,
      500,
      true,
      { headers: auth },
    );
    // Two connections per core: argon2id is CPU work, more connections only queue.
    run.signInAtMaxThroughput = await load(
      `sign-in at max throughput for ${options.maxSeconds} s`,
      "/auth/sign_in",
      options.maxSeconds,
      undefined,
      false,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: CREDENTIALS,
        connections: 4,
      },
    );
  } catch (error) {
    throwIfExited(server);
    throw error;
  } finally {
    run.memory = rss.stop();
    if (postgres) run.postgresMemory = (await postgres.stop()) ?? undefined;
  }
}

/** The token triple of one sign-in, as headers for the requests that follow (node:http: fetch drops Host). */
function signInOnce(server: ServerProcess): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/auth/sign_in",
        method: "POST",
        headers: { host: server.host, "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        if (res.statusCode !== 200) return reject(new Error(`sign-in for the benchmark answered ${res.statusCode}`));
        const pick = (name: string) => String(res.headers[name] ?? "");
        resolve({ "access-token": pick("access-token"), client: pick("client"), uid: pick("uid") });
      },
    );
    req.on("error", reject);
    req.end(CREDENTIALS);
  });
}

function throwIfExited(server: ServerProcess) {
  const exit = server.exitReport();
  if (exit) throw new Error(`server died during the run: ${exit}`);
}

/** Runs work, then cleanup, also when work throws or the run is interrupted. */
async function withCleanup(cleanup: () => Promise<void>, work: () => Promise<void>) {
  cleanups.push(cleanup);
  try {
    await work();
  } finally {
    cleanups.splice(cleanups.indexOf(cleanup), 1);
    await cleanup();
  }
}

let aborting = false;
async function abort(signal: string) {
  // A second Ctrl-C does not wait for the clean-up; the 'exit' handler still kills the servers.
  if (aborting) process.exit(130);
  aborting = true;
  console.error(`\n${signal}: stopping the servers and cleaning up ...`);
  stopRunningLoad();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(messageOf(e)));
  process.exit(130);
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench crashed: ${messageOf(error)}`);
    process.exit(1);
  },
);

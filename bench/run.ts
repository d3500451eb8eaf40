// npm run bench [-- --db=postgres|pglite|both --duration=<seconds>]
// Starts the built server per database, loads it with autocannon, prints the figures and the issue's
// targets, and writes bench/results/latest.json. Exits non-zero only when something crashed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad, stopRunningLoad } from "./load";
import { findListeningPid, sampleRss } from "./memory";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import { checkTargets, type DatabaseRun, formatRun, formatTargets } from "./report";
import { ensureBuild, getStatus, killAllServers, READY_PATH, type ServerProcess, startServer } from "./server-process";

const API_PATH = `${READY_PATH}?include=profile`;
const HOME_PATH = "/nl";
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;

const root = process.cwd();
const options = parseArgs(process.argv.slice(2));
const cleanups: (() => Promise<void>)[] = [];

process.on("exit", killAllServers);
process.once("SIGINT", () => void abort("SIGINT"));
process.once("SIGTERM", () => void abort("SIGTERM"));

async function main() {
  if (!existsSync(path.join(root, "server/main.ts"))) throw new Error("run from the repository root: npm run bench");
  await ensureBuild(root);
  const runs: DatabaseRun[] = [];
  for (const database of options.databases) {
    console.log(`\n== ${database}: starting the server ...`);
    const run: DatabaseRun = { database };
    await benchDatabase(run).catch((error: unknown) => {
      run.error = messageOf(error);
    });
    runs.push(run);
    console.log(formatRun(run));
  }
  console.log(`\n${"=".repeat(100)}`);
  for (const run of runs) console.log(formatRun(run));
  const targets = checkTargets(runs);
  console.log(formatTargets(targets));
  writeResults(runs, targets);
  return runs.some((r) => r.error) ? 1 : 0;
}

/** Fills run as far as it gets, so that a crash still reports what was measured before it. */
async function benchDatabase(run: DatabaseRun) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-bench-${run.database}-`));
  await withCleanup(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" };
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

async function startAndMeasure(env: Record<string, string>, run: DatabaseRun) {
  const server = await startServer(root, env);
  await withCleanup(server.stop, () => measure(server, run));
}

async function measure(server: ServerProcess, run: DatabaseRun) {
  const pid = findListeningPid(server.child.pid ?? 0, server.port);
  run.serverPid = pid;
  const rss = sampleRss(pid);
  const load = (path: string, seconds: number, rate?: number) =>
    runLoad({ port: server.port, host: server.host, path, seconds, rate, connections: CONNECTIONS });
  try {
    step(`API warm-up ${WARM_UP_SECONDS} s`);
    await load(API_PATH, WARM_UP_SECONDS);
    step(`API at 500 req/s for ${options.fixedRateSeconds} s`);
    run.apiAtFixedRate = await load(API_PATH, options.fixedRateSeconds, 500);
    step(`API at max throughput for ${options.maxSeconds} s`);
    run.apiAtMaxThroughput = await load(API_PATH, options.maxSeconds);
    const homeStatus = await getStatus(server.port, server.host, HOME_PATH);
    if (homeStatus !== 200) console.warn(`   warning: GET ${HOME_PATH} answered ${homeStatus}, expected 200`);
    step(`home page warm-up ${WARM_UP_SECONDS} s`);
    await load(HOME_PATH, WARM_UP_SECONDS);
    step(`home page at max throughput for ${options.maxSeconds} s`);
    run.homeAtMaxThroughput = await load(HOME_PATH, options.maxSeconds);
  } finally {
    run.memory = rss.stop();
  }
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    throw new Error(`server died during the run:\n${server.output()}`);
  }
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

async function abort(signal: string) {
  console.error(`\n${signal}: stopping the servers and cleaning up ...`);
  stopRunningLoad();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(messageOf(e)));
  process.exit(130);
}

function writeResults(runs: DatabaseRun[], targets: ReturnType<typeof checkTargets>) {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  const environment = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    commit: gitCommit(),
  };
  const settings = { connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, ...options };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), environment, settings, runs, targets }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

function parseArgs(args: string[]) {
  let db = "both";
  let duration = 15;
  for (const arg of args) {
    const [name, value] = arg.split("=");
    if (name === "--db" && ["postgres", "pglite", "both"].includes(value)) db = value;
    else if (name === "--duration" && Number(value) > 0) duration = Number(value);
    else {
      console.error(
        `unknown or invalid argument '${arg}'; usage: npm run bench -- --db=postgres|pglite|both --duration=<s>`,
      );
      process.exit(2);
    }
  }
  const databases: DatabaseRun["database"][] = db === "both" ? ["postgres", "pglite"] : [db as DatabaseRun["database"]];
  // The max-throughput runs take two thirds of the fixed-rate run: 10 s for the default 15 s.
  return { databases, fixedRateSeconds: duration, maxSeconds: Math.max(1, Math.round((duration * 2) / 3)) };
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

function step(text: string) {
  console.log(`   ${text} ...`);
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

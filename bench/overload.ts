// overload: the home page's capacity, then twice that rate offered for OVERLOAD_SECONDS (issue 10, item 9).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LoadResult, runLoad } from "./load";
import { findListeningPid, readStatusMiB, sampleRss } from "./memory";
import type { BenchOptions } from "./options";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import type { DatabaseRun } from "./report";
import { getStatus, type ServerProcess, startServer } from "./server-process";

const HOME_PATH = "/nl";
const WARM_UP_SECONDS = 3;
const CAPACITY_SECONDS = 8;
const CAPACITY_CONNECTIONS = 20;
const OVERLOAD_SECONDS = 25;
export const AFTER_SECONDS = 30;
/** An answer counts as in time below this; a visitor waits at most the client timeout. */
export const IN_TIME_MS = 1000;
const CLIENT_TIMEOUT_SECONDS = 10;

export interface OverloadRun {
  database: DatabaseRun["database"];
  /** The home page at max throughput with 20 connections: what the server can do. */
  capacity?: LoadResult;
  offeredRate?: number;
  connections?: number;
  /** The home page offered at twice the capacity. */
  overload?: LoadResult;
  /**
   * VmRSS in MiB: of the idle server after its start, just before the overload (after the capacity run), its peak
   * during the overload and the idle time after, and AFTER_SECONDS after it.
   */
  memory?: { idleMiB: number; beforeMiB: number; peakMiB: number; afterMiB: number };
  /** Seconds after the overload until one home page request was answered in time again; null = not within the wait. */
  recoverySeconds?: number | null;
  error?: string;
}

type Log = (line: string) => void;

export async function runOverload(root: string, options: BenchOptions, log: Log): Promise<OverloadRun[]> {
  const runs: OverloadRun[] = [];
  for (const database of options.databases) {
    const run: OverloadRun = { database };
    log(`\n== overload on ${database}: starting the server ...`);
    await withServer(root, database, options.port, (server) => measure(server, run, log)).catch((error: unknown) => {
      run.error = error instanceof Error ? error.message : String(error);
    });
    runs.push(run);
  }
  return runs;
}

async function measure(server: ServerProcess, run: OverloadRun, log: Log) {
  const pid = findListeningPid(server.child.pid ?? 0, server.port);
  const idleMiB = readStatusMiB(pid, "VmRSS");
  const target = { port: server.port, host: server.host, path: HOME_PATH, connections: CAPACITY_CONNECTIONS };
  log(`   home page warm-up ${WARM_UP_SECONDS} s`);
  await runLoad({ ...target, seconds: WARM_UP_SECONDS });
  log(`   home page capacity: max throughput for ${CAPACITY_SECONDS} s`);
  run.capacity = await runLoad({ ...target, seconds: CAPACITY_SECONDS, inTimeMs: IN_TIME_MS });
  const rate = Math.max(2, Math.round(run.capacity.requestsPerSecond * 2));
  // Enough connections to keep the rate with answers in time: each sends at most one request at a time.
  const connections = Math.min(1000, Math.max(CAPACITY_CONNECTIONS, rate));
  run.offeredRate = rate;
  run.connections = connections;
  await settle(server);
  const beforeMiB = readStatusMiB(pid, "VmRSS");
  const rss = sampleRss(() => [pid]);
  log(`   home page offered ${rate} req/s (twice capacity) over ${connections} connections for ${OVERLOAD_SECONDS} s`);
  try {
    run.overload = await runLoad({
      ...target,
      connections,
      rate,
      seconds: OVERLOAD_SECONDS,
      inTimeMs: IN_TIME_MS,
      timeoutSeconds: CLIENT_TIMEOUT_SECONDS,
    });
  } finally {
    const ended = performance.now();
    log(`   idle for ${AFTER_SECONDS} s: does the server recover, does its memory come back?`);
    run.recoverySeconds = await secondsUntilAnsweredInTime(server, AFTER_SECONDS);
    await sleep(AFTER_SECONDS * 1000 - (performance.now() - ended));
    run.memory = { idleMiB, beforeMiB, peakMiB: rss.stop().peakRssMiB, afterMiB: readStatusMiB(pid, "VmRSS") };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls the home page until one answer comes in time; the seconds that took, or null. */
async function secondsUntilAnsweredInTime(server: ServerProcess, limitSeconds: number): Promise<number | null> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  while (elapsed() < limitSeconds) {
    const asked = performance.now();
    const status = await getStatus(server.port, server.host, HOME_PATH, limitSeconds * 1000).catch(() => 0);
    if (status === 200 && performance.now() - asked < IN_TIME_MS) return Math.round(elapsed() * 10) / 10;
    await sleep(250);
  }
  return null;
}

/** A short pause after the capacity run, so that the overload starts from an idle server. */
async function settle(server: ServerProcess) {
  await sleep(2000);
  await getStatus(server.port, server.host, HOME_PATH, 30_000);
}

async function withServer(
  root: string,
  database: DatabaseRun["database"],
  port: number | undefined,
  work: (server: ServerProcess) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-bench-overload-${database}-`));
  const created = database === "postgres" ? await createBenchDatabase() : undefined;
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: created?.url ?? "", SIGN_IN_LIMIT_PER_ADDRESS: "1000000" };
    // Measured on a restarted server, as production runs: migrating and seeding a fresh database grows PGlite's
    // memory, which never shrinks.
    await (await startServer(root, env, port)).stop();
    const server = await startServer(root, env, port);
    try {
      await work(server);
    } finally {
      await server.stop();
    }
  } finally {
    if (created) await dropBenchDatabase(created.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

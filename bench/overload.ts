// overload: the home page's capacity without the page cache, then twice that rate offered evenly for --overload-seconds (issue 42 item 4),
// with the server's memory and where it goes at rest, under the load and AFTER_SECONDS after it (item 5).

import { withDemoServers } from "./demo-server";
import { type LoadResult, runLoad } from "./load";
import { findListeningPid, readStatusMiB, sampleRss } from "./memory";
import { AFTER_SECONDS, AT_REST_MS, askMemory, type MemorySnapshot, type ProcessMemory } from "./memory-breakdown";
import type { BenchOptions } from "./options";
import { IN_TIME_MS, type OverloadLoadResult, runOverloadLoad } from "./overload-load";
import type { DatabaseRun } from "./report";
import { getStatus, type ServerProcess } from "./server-process";

const HOME_PATH = "/nl";
// Long enough for V8 to have compiled the page's code: after 3 s the capacity read 68 pages/s, after 10 s more 84.
const WARM_UP_SECONDS = 10;
const CAPACITY_SECONDS = 8;
/**
 * As many connections as the server has places (MAX_CONCURRENT_REQUESTS' default): more would only wait, and a client
 * that asks again at once after each quick 503 would measure its own retries rather than the server's pages. A place
 * waits for the client's turn between its requests, so this reads somewhat below what the server serves under overload.
 */
export const CAPACITY_CONNECTIONS = 16;
/** Pages served per second at max throughput: 503s are not capacity (with few places, most of a max run is shed). */
export const capacityOf = (result: LoadResult): number =>
  Math.round(((result.statusCodes["200"] ?? 0) / result.seconds) * 100) / 100;

export interface OverloadRun {
  database: DatabaseRun["database"];
  /** The home page at max throughput with CAPACITY_CONNECTIONS: what the server can do. */
  capacity?: LoadResult;
  /** The home page offered evenly at twice the capacity. */
  overload?: OverloadLoadResult;
  /**
   * VmRSS in MiB: of the idle server after its start, at rest just before the overload (after the capacity run), its
   * peak during the overload, and AFTER_SECONDS after it.
   */
  memory?: ProcessMemory & { idleMiB: number };
  /** Where it goes: at rest, half-way through the overload, AFTER_SECONDS after it. */
  breakdown?: { rest?: MemorySnapshot; underLoad?: MemorySnapshot; after?: MemorySnapshot };
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
    // Without the page cache: a kept page is answered before any queue (20,000 req/s here), and twice that is more than
    // one client process can offer; overload is what rendering meets (crawlers, first visits).
    const settings = { PAGE_CACHE_SECONDS: "0" };
    const work = (server: ServerProcess) => measure(server, run, options.overloadSeconds, log);
    await withDemoServers(root, database, options.port, [{ settings, work }]).catch((error: unknown) => {
      run.error = error instanceof Error ? error.message : String(error);
    });
    runs.push(run);
  }
  return runs;
}

async function measure(server: ServerProcess, run: OverloadRun, seconds: number, log: Log) {
  const pid = findListeningPid(server.child.pid ?? 0, server.port);
  const idleMiB = readStatusMiB(pid, "VmRSS");
  const target = { port: server.port, host: server.host, path: HOME_PATH, connections: CAPACITY_CONNECTIONS };
  log(`   home page warm-up ${WARM_UP_SECONDS} s`);
  await runLoad({ ...target, seconds: WARM_UP_SECONDS });
  log(`   home page capacity: max throughput for ${CAPACITY_SECONDS} s`);
  run.capacity = await runLoad({ ...target, seconds: CAPACITY_SECONDS });
  const rate = Math.max(2, Math.round(capacityOf(run.capacity) * 2));
  // Enough connections to keep the pace while answers take up to the client's time-out.
  const connections = Math.min(1000, Math.max(CAPACITY_CONNECTIONS, rate));
  await settle(server);
  const restMiB = readStatusMiB(pid, "VmRSS");
  run.breakdown = { rest: await askMemory(server.port) };
  const rss = sampleRss(() => [pid]);
  log(`   home page offered evenly at ${rate} req/s (twice capacity) over up to ${connections} connections for ${seconds} s`);
  let underLoad: Promise<MemorySnapshot | undefined> | undefined;
  try {
    run.overload = await runOverloadLoad({ ...target, rate, seconds, connections }, (second) => {
      if (second === Math.floor(seconds / 2)) underLoad = askMemory(server.port);
    });
    run.breakdown.underLoad = await underLoad;
  } finally {
    const ended = performance.now();
    log(`   idle for ${AFTER_SECONDS} s: does the server recover, does its memory come back?`);
    run.recoverySeconds = await secondsUntilAnsweredInTime(server, AFTER_SECONDS);
    await sleep(AFTER_SECONDS * 1000 - (performance.now() - ended));
    run.memory = { idleMiB, restMiB, peakMiB: rss.stop().peakRssMiB, afterMiB: readStatusMiB(pid, "VmRSS") };
    run.breakdown.after = await askMemory(server.port);
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

/** A pause after the capacity run, so that the overload starts from a server at rest (it has given memory back). */
async function settle(server: ServerProcess) {
  await sleep(AT_REST_MS);
  await getStatus(server.port, server.host, HOME_PATH, 30_000);
}

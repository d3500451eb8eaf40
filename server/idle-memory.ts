import { performance } from "node:perf_hooks";

/** How long the process must be quiet first (V8's own memory reducer waits 8 s, but only after a full collection). */
export const IDLE_SECONDS = 5;
/**
 * Quiet: its event loop was busy less than this share of those seconds. An idle process is busy under 1% (its job
 * queue's poll and the resting tick; on PGlite about 1%, with a busier second now and then); a visitor's page costs
 * some 14 ms.
 */
const QUIET_UTILIZATION = 0.05;
/** Only when RSS has grown this much since the last time: a quiet site's occasional request costs no collection. */
const GROWTH_BYTES = 16 * 1024 * 1024;

export interface IdleMemoryHooks {
  /**
   * A full collection that gives V8's pooled pages back and the young generation down to its least size; absent without
   * --expose-gc.
   */
  collect: (() => void) | undefined;
  rss: () => number;
  /** The event loop's busy share since the previous call. */
  utilization: () => number;
}

/** What one collection gave back, for the log. */
export interface IdleCollection {
  rssBeforeMb: number;
  rssAfterMb: number;
  ms: number;
}

/** V8's last-resort collection, which reduces memory (a plain one keeps the young generation and the page pool). */
const lastResortCollection = () => {
  const gc = globalThis.gc;
  return gc ? () => gc({ type: "major", flavor: "last-resort" }) : undefined;
};

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function loopUtilization() {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/**
 * Gives memory back once the process has been quiet for IDLE_SECONDS after it grew: V8 keeps its young generation at
 * full size and its freed pages pooled until a collection that reduces memory, which an idle process never starts. At
 * 100,000 vacancies a worker went 307-345 -> 194-229 MiB, in a pause of 100-220 ms that only a request arriving just
 * then waits for (v8-flags.ts keeps the young generation's size on PostgreSQL, where the next load needs it at once).
 */
export function reduceMemoryWhenIdle(
  collected: (report: IdleCollection) => void,
  { collect, rss, utilization }: IdleMemoryHooks = {
    collect: lastResortCollection(),
    rss: () => process.memoryUsage.rss(),
    utilization: loopUtilization(),
  },
) {
  if (!collect) return;
  const seconds: number[] = [];
  let floor = 0;
  const timer = setInterval(() => {
    seconds.push(utilization());
    if (seconds.length > IDLE_SECONDS) seconds.shift();
    const busy = seconds.reduce((sum, share) => sum + share, 0) / IDLE_SECONDS;
    if (seconds.length < IDLE_SECONDS || busy >= QUIET_UTILIZATION) return;
    const beforeBytes = rss();
    if (beforeBytes < floor + GROWTH_BYTES) return;
    const started = performance.now();
    collect();
    floor = rss();
    collected({ rssBeforeMb: megabytes(beforeBytes), rssAfterMb: megabytes(floor), ms: Math.round(performance.now() - started) });
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}

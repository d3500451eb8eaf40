// A server process's memory (issue 42 item 5): where it goes, from its /internal/memory, and the targets per process.
import { request } from "node:http";
import type { MemoryBreakdown } from "../server/config/memory-gauges";
import { IDLE_SECONDS } from "../server/idle-memory";
import type { TargetCheck } from "./report";

/** A server process is at rest once it has been quiet long enough to give memory back (server/idle-memory.ts). */
export const AT_REST_MS = (IDLE_SECONDS + 3) * 1000;
/** How long after a load a process's memory should be back. */
export const AFTER_SECONDS = 60;
/** Per worker (issue 42 item 5), at rest and under load; a PGlite server holds the database as well. */
export const PROCESS_MEMORY_TARGET_MIB = { postgres: { rest: 300, load: 350 }, pglite: { rest: 400, load: 400 } } as const;
/** Back within this share of its resting size. */
const BACK_WITHIN = 0.1;

/** What /internal/memory says, in MiB. */
export interface MemorySnapshot {
  pid: number;
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  /** V8's heap spaces: size (MiB). */
  heapSpacesMiB: Record<string, number>;
  /** The server's own parts (page cache, PGlite's WebAssembly memory, bank indexes), MiB. */
  partsMiB: Record<string, number>;
}

/** VmRSS in MiB of the largest server process: at rest before a load, its peak during and after it, AFTER_SECONDS after. */
export interface ProcessMemory {
  restMiB: number;
  peakMiB: number;
  afterMiB: number;
}

const MiB = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
const round = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The server's /internal/memory (answered to the machine itself, never shed) on a new connection, so that in a cluster
 * each ask may reach another worker; in MiB, undefined when it did not answer.
 */
export function askMemory(port: number): Promise<MemorySnapshot | undefined> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/internal/memory", timeout: 30_000, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        if (res.statusCode !== 200) return resolve(undefined);
        const report = JSON.parse(body) as MemoryBreakdown;
        resolve({
          pid: report.pid,
          rssMiB: MiB(report.process.rss),
          heapUsedMiB: MiB(report.process.heapUsed),
          heapTotalMiB: MiB(report.process.heapTotal),
          externalMiB: MiB(report.process.external),
          arrayBuffersMiB: MiB(report.process.arrayBuffers),
          heapSpacesMiB: Object.fromEntries(report.heapSpaces.map((space) => [space.name, MiB(space.size)])),
          partsMiB: Object.fromEntries(Object.entries(report.parts).map(([name, bytes]) => [name, MiB(bytes)])),
        });
      });
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(undefined));
    req.end();
  });
}

/** One snapshot of each of `processes` server processes, as far as asking a few times more reaches them. */
export async function askEachProcess(port: number, processes: number): Promise<MemorySnapshot[]> {
  const byPid = new Map<number, MemorySnapshot>();
  for (let ask = 0; ask < processes * 4 && byPid.size < processes; ask++) {
    const snapshot = await askMemory(port);
    if (snapshot && !byPid.has(snapshot.pid)) byPid.set(snapshot.pid, snapshot);
  }
  return [...byPid.values()].sort((a, b) => a.pid - b.pid);
}

/**
 * Asks /internal/memory over and over until stopped, and keeps for each process the snapshot with the largest RSS:
 * where its memory goes at its peak under a load, which the peak's target is about.
 */
export function sampleLargest(port: number, everyMs = 300): { stop: () => Promise<MemorySnapshot[]> } {
  const largest = new Map<number, MemorySnapshot>();
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      const snapshot = await askMemory(port);
      if (snapshot && snapshot.rssMiB > (largest.get(snapshot.pid)?.rssMiB ?? 0)) largest.set(snapshot.pid, snapshot);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await done;
      return [...largest.values()].sort((a, b) => a.pid - b.pid);
    },
  };
}

export function describeSnapshot(snapshot: MemorySnapshot | undefined): string {
  if (!snapshot) return "no answer";
  const spaces = Object.entries(snapshot.heapSpacesMiB)
    .filter(([, mib]) => mib >= 1)
    .map(([name, mib]) => `${name.replace(/_space$/, "")} ${mib}`)
    .join(", ");
  const parts = Object.entries(snapshot.partsMiB)
    .map(([name, mib]) => `${name} ${mib}`)
    .join(", ");
  return (
    `RSS ${snapshot.rssMiB}: heap ${snapshot.heapUsedMiB} used of ${snapshot.heapTotalMiB} (${spaces}); ` +
    `external ${snapshot.externalMiB} (array buffers ${snapshot.arrayBuffersMiB}); ${parts}; ` +
    `rest (code, WebAssembly, native: sharp, zlib, ICU) ${round(snapshot.rssMiB - snapshot.heapTotalMiB - snapshot.externalMiB)}`
  );
}

export function describeProcessMemory(memory: ProcessMemory): string {
  return (
    `${memory.restMiB} MiB at rest before the load, peak ${memory.peakMiB} MiB (during and ${AFTER_SECONDS} s after), ` +
    `${memory.afterMiB} MiB ${AFTER_SECONDS} s after`
  );
}

/** The targets of a server process's memory: under `limits` at rest and under load, and back after the load. */
export function checkProcessMemory(
  label: string,
  memory: ProcessMemory | undefined,
  limits: { rest: number; load: number },
): TargetCheck[] {
  return [
    {
      target: `server process RSS < ${limits.rest} MiB at rest, < ${limits.load} MiB under load (${label})`,
      pass: memory ? memory.restMiB < limits.rest && memory.peakMiB < limits.load : null,
      measured: memory ? `${memory.restMiB} MiB at rest, peak ${memory.peakMiB} MiB` : "not measured",
    },
    {
      target: `server RSS back within ${percent(BACK_WITHIN)} of its resting size ${AFTER_SECONDS} s after the load (${label})`,
      pass: memory ? memory.afterMiB <= memory.restMiB * (1 + BACK_WITHIN) : null,
      measured: memory ? `${memory.afterMiB} MiB after, ${memory.restMiB} MiB at rest` : "not measured",
    },
  ];
}

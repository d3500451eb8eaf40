import { AFTER_SECONDS, IN_TIME_MS, type OverloadRun } from "./overload";
import type { TargetCheck } from "./report";

/** PGlite runs inside the server process: idle, its WebAssembly memory and compiled module alone are about 600 MiB. */
const MEMORY_TARGET_MIB = { pglite: 1024, postgres: 600 } as const;
/**
 * Of the capacity measured just before, at least this share must still be answered in time at twice the load. autocannon
 * sends each connection's request at the start of its second: bursts of twice the capacity, of which a server that
 * answers in time serves what fits in MAX_EVENT_LOOP_DELAY_MS and sheds the rest.
 */
const IN_TIME_SHARE = 0.25;

const LABELS = { postgres: "PostgreSQL", pglite: "PGlite" } as const;

export function formatOverload(runs: OverloadRun[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`\nOverload, ${LABELS[run.database]}: GET /nl at twice its capacity`);
    if (run.error) lines.push(`  CRASHED: ${run.error}`);
    const { capacity, overload, memory } = run;
    if (capacity) lines.push(`  capacity: ${capacity.requestsPerSecond} req/s (20 connections), p95 ${show(capacity.p95Ms)} ms`);
    if (overload) {
      const seconds = overload.seconds || 1;
      const shed = overload.statusCodes["503"] ?? 0;
      const otherNon2xx = overload.non2xx - shed;
      lines.push(
        `  offered ${run.offeredRate} req/s over ${run.connections} connections for ${overload.seconds} s:`,
        `    answered in time (2xx < ${IN_TIME_MS} ms): ${overload.answeredInTime} (${perSecond(overload.answeredInTime ?? 0, seconds)}/s)` +
          `, p95 of all 2xx ${show(overload.p95Ms)} ms, max ${show(overload.maxMs)} ms`,
        `    2xx late: ${twoHundreds(overload) - (overload.answeredInTime ?? 0)}, shed (503): ${shed} (${perSecond(shed, seconds)}/s)` +
          `, other non-2xx: ${otherNon2xx}, errors and client time-outs: ${overload.errors}`,
      );
    }
    if (memory) {
      lines.push(
        `  server RSS: ${memory.idleMiB} MiB idle after start, ${memory.beforeMiB} MiB before, peak ${memory.peakMiB} MiB (during and ${AFTER_SECONDS} s after), ` +
          `${memory.afterMiB} MiB ${AFTER_SECONDS} s after; target < ${MEMORY_TARGET_MIB[run.database]} MiB`,
      );
    }
    if (run.recoverySeconds !== undefined) {
      lines.push(
        run.recoverySeconds === null
          ? `  after the overload: no home page answered in time within ${AFTER_SECONDS} s`
          : `  after the overload: a home page answered in time again after ${run.recoverySeconds} s`,
      );
    }
  }
  return lines.join("\n");
}

export function checkOverloadTargets(runs: OverloadRun[]): TargetCheck[] {
  return runs.flatMap((run) => {
    const label = LABELS[run.database];
    const { capacity, overload, memory } = run;
    const inTime = capacity && overload ? (overload.answeredInTime ?? 0) / (overload.seconds || 1) : undefined;
    const limit = MEMORY_TARGET_MIB[run.database];
    return [
      {
        target: `at 2x capacity: 2xx p95 < ${IN_TIME_MS} ms, no errors, >= ${IN_TIME_SHARE * 100}% of capacity in time (${label})`,
        pass:
          inTime !== undefined && capacity && overload
            ? overload.p95Ms < IN_TIME_MS && overload.errors === 0 && inTime >= capacity.requestsPerSecond * IN_TIME_SHARE
            : null,
        measured:
          inTime !== undefined && capacity && overload
            ? `p95 ${show(overload.p95Ms)} ms, ${overload.errors} errors/time-outs, ` +
              `${Math.round(inTime)} of ${capacity.requestsPerSecond} req/s in time`
            : "not measured",
      },
      {
        target: `server RSS < ${limit} MiB under overload (${label})`,
        pass: memory ? memory.peakMiB < limit : null,
        measured: memory ? `peak ${memory.peakMiB} MiB, ${memory.afterMiB} MiB ${AFTER_SECONDS} s after` : "not measured",
      },
    ];
  });
}

function twoHundreds(result: NonNullable<OverloadRun["overload"]>) {
  return Object.entries(result.statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith("2") ? count : 0), 0);
}

function perSecond(count: number, seconds: number) {
  return Math.round(count / seconds);
}

function show(value: number) {
  return Number.isNaN(value) ? "-" : String(value);
}

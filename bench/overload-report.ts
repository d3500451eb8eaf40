import {
  AFTER_SECONDS,
  checkProcessMemory,
  describeProcessMemory,
  describeSnapshot,
  PROCESS_MEMORY_TARGET_MIB,
} from "./memory-breakdown";
import { CAPACITY_CONNECTIONS, capacityOf, type OverloadRun } from "./overload";
import { IN_TIME_MS, type OverloadSecond } from "./overload-load";
import type { TargetCheck } from "./report";

/** Of the capacity measured just before, at least this share answered 200 in time at twice the load (issue 42 item 4). */
const GOODPUT_SHARE = 0.9;
/** A 503 is cheap: answered within this. */
const SHED_P99_MS = 100;

const LABELS = { postgres: "PostgreSQL", pglite: "PGlite" } as const;

export function formatOverload(runs: OverloadRun[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`\nOverload, ${LABELS[run.database]}: GET /nl at twice its capacity, offered evenly`);
    if (run.error) lines.push(`  CRASHED: ${run.error}`);
    const { capacity, overload, memory, breakdown } = run;
    if (capacity)
      lines.push(
        `  capacity: ${capacityOf(capacity)} pages/s (${CAPACITY_CONNECTIONS} connections; ${capacity.non2xx} not 200), p95 ${show(capacity.p95Ms)} ms`,
      );
    if (capacity && overload) {
      const goodput = overload.inTime / overload.seconds;
      lines.push(
        `  offered ${overload.rate} req/s for ${overload.seconds} s (${overload.offered} requests, up to ${overload.connections} connections):`,
        `    200 within ${IN_TIME_MS} ms: ${overload.inTime} (${Math.round(goodput)}/s = ${percent(goodput / capacityOf(capacity))} of capacity)` +
          `, p50 ${show(overload.okP50Ms)} ms, p99 ${show(overload.okP99Ms)} ms, max ${show(overload.okMaxMs)} ms`,
        `    503: ${overload.shed}, p50 ${show(overload.shedP50Ms)} ms, p99 ${show(overload.shedP99Ms)} ms, max ${show(overload.shedMaxMs)} ms, ` +
          `${overload.shedSlow} over 100 ms`,
        `    answered after ${IN_TIME_MS} ms: ${overload.overInTime} (200s late: ${overload.late}), other statuses: ${overload.other}, ` +
          `unanswered (error or 10 s time-out): ${overload.unanswered}`,
        "    per second (offered / 200 in time / 200 late / 503 (slowest ms) / other / unanswered):",
        ...perSecondLines(overload.perSecond),
      );
    }
    if (memory) {
      lines.push(`  server RSS: ${memory.idleMiB} MiB idle after start, ${describeProcessMemory(memory)}`);
    }
    if (breakdown) {
      lines.push("  where it goes (MiB; /internal/memory):");
      for (const [when, snapshot] of Object.entries(breakdown))
        lines.push(`    ${when.padEnd(10)} ${describeSnapshot(snapshot)}`);
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

/** Each second for a short run; for a long one, groups of ten seconds (sums, the slowest 503). */
function perSecondLines(seconds: OverloadSecond[]): string[] {
  const size = seconds.length > 120 ? 10 : 1;
  const lines: string[] = [];
  for (let from = 0; from < seconds.length; from += size) {
    const group = seconds.slice(from, from + size);
    const sum = (key: keyof OverloadSecond) => group.reduce((all, second) => all + second[key], 0);
    const slowest = Math.max(...group.map((second) => second.shedMaxMs));
    const label = size === 1 ? `${from + 1}`.padStart(4) : `${from + 1}-${from + group.length}`.padStart(8);
    lines.push(
      `    ${label}: ${sum("offered")} / ${sum("inTime")} / ${sum("late")} / ${sum("shed")} (${Math.round(slowest)}) / ${sum("other")} / ${sum("unanswered")}`,
    );
  }
  return lines;
}

export function checkOverloadTargets(runs: OverloadRun[]): TargetCheck[] {
  return runs.flatMap((run) => {
    const label = LABELS[run.database];
    const { capacity, overload, memory } = run;
    const limits = PROCESS_MEMORY_TARGET_MIB[run.database];
    const measured = capacity && overload;
    const goodput = measured ? overload.inTime / overload.seconds / capacityOf(capacity) : undefined;
    return [
      {
        target: `at 2x capacity every request answered within ${IN_TIME_MS} ms, none unanswered (${label})`,
        pass: overload ? overload.overInTime === 0 && overload.unanswered === 0 : null,
        measured: overload
          ? `${overload.overInTime} after ${IN_TIME_MS} ms, ${overload.unanswered} unanswered of ${overload.offered} in ${overload.seconds} s`
          : "not measured",
      },
      {
        target: `at 2x capacity 503s answered in < ${SHED_P99_MS} ms (p99) (${label})`,
        pass: overload ? overload.shed === 0 || overload.shedP99Ms < SHED_P99_MS : null,
        measured: overload ? `${overload.shed} 503s, p99 ${show(overload.shedP99Ms)} ms` : "not measured",
      },
      {
        target: `at 2x capacity goodput (200 within ${IN_TIME_MS} ms) >= ${percent(GOODPUT_SHARE)} of capacity (${label})`,
        pass: goodput === undefined ? null : goodput >= GOODPUT_SHARE,
        measured: measured
          ? `${Math.round(overload.inTime / overload.seconds)} of ${capacityOf(capacity)} req/s`
          : "not measured",
      },
      ...checkProcessMemory(label, memory, limits),
    ];
  });
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function show(value: number) {
  return Number.isNaN(value) ? "-" : String(value);
}

// Issue 40 item 6: --import-rows (100,000) vacancies from CSV checked and imported on a throw-away PostgreSQL
// database, in process through the import's own code (readImportFile, createImport, runImport): check and run time,
// how often the bank index heard of the writes, and the process's peak RSS (sampled) meanwhile.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import pino from "pino";
import { IMPORT_LIMITS } from "../contract/imports";
import { v8Flags } from "../server/config/v8-flags";
import { openDatabase } from "../server/db/client";
import { readImportFile } from "../server/modules/imports/import-files";
import { runImport } from "../server/modules/imports/import-run.service";
import { createImport } from "../server/modules/imports/imports.service";
import { bankVersion } from "../server/modules/vacancy-bank/vacancy-bank-sync";
import { seedDemoData } from "../server/seed/seed";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import type { TargetCheck } from "./report";

export interface ImportsRun {
  rows?: number;
  files?: number;
  fileMiB?: number;
  checkSeconds?: number;
  runSeconds?: number;
  created?: number;
  /** How often the tenant's bank index was told of vacancy writes during the runs (target: once per run). */
  bankUpdates?: number;
  peakRssMiB?: number;
  /** The V8 heap in use at its highest (what of the RSS is JavaScript's). */
  peakHeapMiB?: number;
  /** The process's RSS just before the first check (after generating the files and seeding). */
  rssBeforeMiB?: number;
  loadAverage?: number;
  error?: string;
}

const TENANT = "oldebroek";
const CHECK_LIMIT_S = 20;
const RUN_LIMIT_S = 60;
/** The largest server process's target on PostgreSQL (bench/README.md). */
const RSS_LIMIT_MIB = 400;
const MiB = 1024 * 1024;
const THEMES = ["Zorg en welzijn", "Sport", "Natuur en dieren", "Cultuur", "Ouderen", "Buurt"];
const PLACES = ["Wezep", "Oldebroek", "Hattemerbroek", "Oosterwolde"];

/** One CSV of vacancies as Dutch Excel saves it, rows `from` to `to`; descriptions long enough for a file near 20 MB. */
function csvOf(organization: string, from: number, to: number): Uint8Array {
  const lines = ["Organisatie;Titel;Omschrijving;Plaats;Uren per week;Thema's"];
  const sentence =
    "Samen met andere vrijwilligers help je mensen in de buurt; je krijgt een inwerkperiode en een vaste contactpersoon. ";
  const filler = sentence.repeat(3).slice(0, 300);
  for (let i = from; i < to; i++) {
    lines.push(
      `${organization};Vrijwilliger ${i} bij de bench;"Omschrijving ${i}. ${filler}";${PLACES[i % PLACES.length]};${(i % 8) + 1},5;${THEMES[i % THEMES.length]}`,
    );
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

/** The process's resident memory and V8 heap in use every 100 ms, the highest of each kept. */
function sampleOwnMemory() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

/**
 * The scenario in a process of its own with a server's V8 settings (v8-flags.ts: a 384 MB old space on PostgreSQL),
 * so its memory is what a server's would be; its lines come through, its figures as the last one.
 */
export async function runImports(rows: number, log: (line: string) => void): Promise<ImportsRun> {
  const flags = v8Flags({ heapLimitMb: HEAP_LIMIT_MB, embeddedDatabase: false }, []);
  const child = spawn(process.execPath, [...flags, "--import", "tsx", "bench/imports-child.ts", String(rows)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let result: ImportsRun | null = null;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(RESULT)) result = JSON.parse(line.slice(RESULT.length)) as ImportsRun;
    else log(line);
  }
  const code = await new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", resolve);
  });
  return result ?? { rows, error: `the import's process ended (exit ${code}) without figures: out of memory?` };
}

/** The line the child process gives its figures on. */
export const RESULT = "imports-result ";
const HEAP_LIMIT_MB = 384;

export async function measureImports(rows: number, log: (line: string) => void): Promise<ImportsRun> {
  const run: ImportsRun = { rows };
  const target = await createBenchDatabase();
  const handle = await openDatabase({ url: target.url, poolSize: 4 });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, pino({ level: "silent" }));
    const [found] = (
      (await handle.db.execute(sql`select o.center_id, o.name from organizations o
        join volunteer_centers c on c.id = o.center_id
        where o.tenant_id = ${TENANT} and o.status = 'approved' order by c.id, o.id limit 1`)) as unknown as {
        rows: { center_id: number; name: string }[];
      }
    ).rows;
    const scope = { tenant: TENANT, centerId: found.center_id };
    // A file holds at most IMPORT_LIMITS.maxRows rows: more go in more files, one after the other, as a centre would.
    const perFile = IMPORT_LIMITS.maxRows;
    const files = Array.from({ length: Math.ceil(rows / perFile) }, (_, i) =>
      csvOf(found.name, i * perFile, Math.min(rows, (i + 1) * perFile)),
    );
    // As the API takes them: a larger file would be a 413.
    if (files.some((file) => file.length > IMPORT_LIMITS.maxBytes)) throw new Error("a generated file passes maxBytes");
    run.files = files.length;
    run.fileMiB = Math.round((Math.max(...files.map((file) => file.length)) / MiB) * 10) / 10;
    log(`imports: ${rows.toLocaleString("en")} vacancies in ${files.length} CSV file(s) of up to ${run.fileMiB} MiB`);
    // What seeding left (sharp's pools among it) is counted apart from what the import adds.
    run.rssBeforeMiB = Math.round(process.memoryUsage().rss / MiB);
    const memory = sampleOwnMemory();
    const bankBefore = bankVersion(handle.db, TENANT);
    let checkMs = 0;
    let runMs = 0;
    let created = 0;
    for (const [i, bytes] of files.entries()) {
      let started = performance.now();
      const { table } = await readImportFile(bytes, { kind: "vacancies" });
      const checked = await createImport(handle.db, scope, { kind: "vacancies", fileName: `bench-${i}.csv`, table }, 1);
      checkMs += performance.now() - started;
      log(
        `imports: file ${i + 1} checked in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(checked.counts)}`,
      );
      started = performance.now();
      // The job's own code (writeBatches), within this call: no queue to wait for in the figure.
      const result = await runImport(handle.db, scope, checked.id, 1, {
        jobs: { enqueue: async () => 0 } as never,
        site: { centerName: "bench", origin: "http://localhost" },
        maxRunRows: Number.POSITIVE_INFINITY,
      });
      runMs += performance.now() - started;
      created += result?.row.counts.create ?? 0;
      log(`imports: file ${i + 1} imported in ${((performance.now() - started) / 1000).toFixed(1)} s (${result?.row.status})`);
    }
    const peak = memory();
    run.peakRssMiB = Math.round(peak.rss / MiB);
    run.peakHeapMiB = Math.round(peak.heap / MiB);
    run.bankUpdates = bankVersion(handle.db, TENANT) - bankBefore;
    run.checkSeconds = Math.round(checkMs / 100) / 10;
    run.runSeconds = Math.round(runMs / 100) / 10;
    run.created = created;
    run.loadAverage = Math.round((await import("node:os")).loadavg()[0] * 100) / 100;
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    await handle.close();
    await dropBenchDatabase(target.name);
  }
  return run;
}

export function formatImports(run: ImportsRun): string {
  if (run.error) return `imports: failed: ${run.error}`;
  return (
    `imports: ${run.rows?.toLocaleString("en")} vacancies from ${run.files} CSV file(s) (up to ${run.fileMiB} MiB): ` +
    `checked in ${run.checkSeconds} s, imported in ${run.runSeconds} s (${run.created} created), bank index told ` +
    `${run.bankUpdates} time(s), peak RSS ${run.peakRssMiB} MiB (${run.rssBeforeMiB} MiB before, heap at most ${run.peakHeapMiB} MiB; load average ${run.loadAverage})`
  );
}

/** Issue 40 item 6; the figures count at 100,000 rows on a quiet machine. */
export function checkImportsTargets(run: ImportsRun): TargetCheck[] {
  const failed = Boolean(run.error);
  const rows = run.rows?.toLocaleString("en");
  return [
    {
      target: `${rows} vacancies from CSV checked in < ${CHECK_LIMIT_S} s`,
      pass: failed ? null : (run.checkSeconds ?? Infinity) < CHECK_LIMIT_S,
      measured: `${run.checkSeconds} s`,
    },
    {
      target: `${rows} vacancies from CSV imported in < ${RUN_LIMIT_S} s`,
      pass: failed ? null : (run.runSeconds ?? Infinity) < RUN_LIMIT_S,
      measured: `${run.runSeconds} s`,
    },
    {
      target: "the bank index told once per import run, not per row",
      pass: failed ? null : run.bankUpdates === run.files,
      measured: `${run.bankUpdates} for ${run.files} run(s)`,
    },
    {
      target: `peak RSS while importing <= ${RSS_LIMIT_MIB} MiB (files up to the ${IMPORT_LIMITS.maxBytes / MiB} MB limit)`,
      pass: failed ? null : (run.peakRssMiB ?? Infinity) <= RSS_LIMIT_MIB,
      measured: `${run.peakRssMiB} MiB`,
    },
  ];
}

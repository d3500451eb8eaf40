// Issue 40 item 6: --import-rows (100,000) vacancies from CSV checked and imported on a throw-away PostgreSQL
// database, in process through the import's own code (readImportFile, createImport, runImport): check and run time,
// how often the bank index heard of the writes, and the process's peak RSS (sampled) meanwhile.
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pino from "pino";
import { IMPORT_LIMITS } from "../contract/imports";
import { v8Flags } from "../server/config/v8-flags";
import { type Database, openDatabase } from "../server/db/client";
import { runImport } from "../server/modules/imports/import-run.service";
import { readImportStream } from "../server/modules/imports/import-stream";
import { createImport, type Scope } from "../server/modules/imports/imports.service";
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
  /** The largest file the API takes (IMPORT_LIMITS.maxBytes), checked within the same memory. */
  largeFileMiB?: number;
  largeCheckSeconds?: number;
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

/**
 * A CSV of `rows` vacancies as Dutch Excel saves it, written to disk a line at a time (never whole in memory), with
 * descriptions long enough for some 400 bytes a row (100,000 rows: about 40 MB). Returns its path and size.
 */
async function writeCsv(organization: string, rows: number, name: string): Promise<{ path: string; bytes: number }> {
  const path = join(tmpdir(), `${name}-${process.pid}.csv`);
  const out = createWriteStream(path);
  const sentence =
    "Samen met andere vrijwilligers help je mensen in de buurt; je krijgt een inwerkperiode en een vaste contactpersoon. ";
  const filler = sentence.repeat(3).slice(0, 300);
  const lines = function* () {
    yield "Organisatie;Titel;Omschrijving;Plaats;Uren per week;Thema's";
    for (let i = 0; i < rows; i++) {
      yield `\r\n${organization};Vrijwilliger ${i} bij de bench;"Omschrijving ${i}. ${filler}";${PLACES[i % PLACES.length]};${(i % 8) + 1},5;${THEMES[i % THEMES.length]}`;
    }
  };
  await pipeline(Readable.from(lines()), out);
  return { path, bytes: (await stat(path)).size };
}

/** Rows of the bench's CSV in a file of about `bytes`. */
const ROW_BYTES = 415;

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

/** A CSV on disk read as the API reads an upload (readImportStream) and checked (createImport). */
async function checkFile(db: Database, scope: Scope, file: { path: string; bytes: number }) {
  const { table } = await readImportStream(() => createReadStream(file.path), file.bytes, { kind: "vacancies" });
  return createImport(db, scope, { kind: "vacancies", fileName: "bench.csv", table }, 1);
}

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
    // One file of all the rows, streamed from disk as the API streams an upload.
    const file = await writeCsv(found.name, rows, "bench-import");
    run.files = 1;
    run.fileMiB = Math.round((file.bytes / MiB) * 10) / 10;
    log(`imports: ${rows.toLocaleString("en")} vacancies in 1 CSV file of ${run.fileMiB} MiB`);
    // What seeding left (sharp's pools among it) is counted apart from what the import adds.
    run.rssBeforeMiB = Math.round(process.memoryUsage().rss / MiB);
    const memory = sampleOwnMemory();
    const bankBefore = bankVersion(handle.db, TENANT);
    let started = performance.now();
    const checked = await checkFile(handle.db, scope, file);
    run.checkSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`imports: checked in ${run.checkSeconds} s: ${JSON.stringify(checked.counts)}`);
    started = performance.now();
    // The job's own code (writeBatches), within this call: no queue to wait for in the figure.
    const result = await runImport(handle.db, scope, checked.id, 1, {
      jobs: { enqueue: async () => 0 } as never,
      site: { centerName: "bench", origin: "http://localhost" },
      maxRunRows: Number.POSITIVE_INFINITY,
    });
    run.runSeconds = Math.round((performance.now() - started) / 100) / 10;
    run.created = result?.row.counts.create ?? 0;
    log(`imports: imported in ${run.runSeconds} s (${result?.row.status})`);
    await rm(file.path);
    // The largest file the API takes, checked (read, checked and kept row by row) with its memory measured.
    const large = await writeCsv(found.name, Math.floor(IMPORT_LIMITS.maxBytes / ROW_BYTES), "bench-import-large");
    run.largeFileMiB = Math.round((large.bytes / MiB) * 10) / 10;
    started = performance.now();
    const largeChecked = await checkFile(handle.db, scope, large);
    run.largeCheckSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`imports: a ${run.largeFileMiB} MiB file checked in ${run.largeCheckSeconds} s: ${JSON.stringify(largeChecked.counts)}`);
    await rm(large.path);
    const peak = memory();
    run.peakRssMiB = Math.round(peak.rss / MiB);
    run.peakHeapMiB = Math.round(peak.heap / MiB);
    run.bankUpdates = bankVersion(handle.db, TENANT) - bankBefore;
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
    `${run.bankUpdates} time(s); a ${run.largeFileMiB} MiB file checked in ${run.largeCheckSeconds} s; peak RSS ${run.peakRssMiB} MiB (${run.rssBeforeMiB} MiB before, heap at most ${run.peakHeapMiB} MiB; load average ${run.loadAverage})`
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
      target: `peak RSS while importing <= ${RSS_LIMIT_MIB} MiB (and checking a ${IMPORT_LIMITS.maxBytes / MiB} MB file)`,
      pass: failed ? null : (run.peakRssMiB ?? Infinity) <= RSS_LIMIT_MIB,
      measured: `${run.peakRssMiB} MiB`,
    },
  ];
}

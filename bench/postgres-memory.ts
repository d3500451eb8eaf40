import { readFileSync } from "node:fs";
import pg from "pg";

/**
 * PostgreSQL's own memory while the server is loaded, from /proc of this machine: the postmaster, its background
 * processes and the backends of the benchmark's database (pg_stat_activity; other databases' backends are left out).
 * PSS counts shared buffers once, shared out over the processes that touched them; the RSS sum counts them in every
 * process that touched them, so it overstates.
 */
export interface PostgresMemory {
  peakPssMiB: number;
  peakRssSumMiB: number;
  processes: number;
}

/** Samples every second; null figures when /proc of the postgres processes cannot be read (another machine). */
export function samplePostgresMemory(url: string) {
  const client = new pg.Client({ connectionString: url });
  const peak: PostgresMemory = { peakPssMiB: 0, peakRssSumMiB: 0, processes: 0 };
  let readable = false;
  const take = async () => {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND (datname = current_database() OR backend_type <> 'client backend')`,
    );
    const pids = rows.map((r) => r.pid);
    const postmaster = pids.length ? parentPid(pids[0]) : null;
    if (postmaster) pids.push(postmaster);
    let pss = 0;
    let rss = 0;
    for (const pid of pids) {
      const rollup = readRollup(pid);
      if (!rollup) continue;
      pss += rollup.pssKiB;
      rss += rollup.rssKiB;
    }
    readable = rss > 0;
    peak.peakPssMiB = Math.max(peak.peakPssMiB, toMiB(pss));
    peak.peakRssSumMiB = Math.max(peak.peakRssSumMiB, toMiB(rss));
    peak.processes = Math.max(peak.processes, pids.length);
  };
  let timer: NodeJS.Timeout | undefined;
  const started = client.connect().then(async () => {
    await take();
    timer = setInterval(() => void take().catch(() => {}), 1000);
  });
  return {
    /** The peaks, or null when nothing could be read; never throws, so that it cannot hide the run's own error. */
    async stop(): Promise<PostgresMemory | null> {
      const connected = await started.then(
        () => true,
        () => false,
      );
      clearInterval(timer);
      if (connected) await take().catch(() => {});
      await client.end().catch(() => {});
      return connected && readable ? peak : null;
    },
  };
}

export function parseRollup(text: string): { rssKiB: number; pssKiB: number } | null {
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN);
  const rssKiB = field("Rss");
  const pssKiB = field("Pss");
  return Number.isNaN(rssKiB) || Number.isNaN(pssKiB) ? null : { rssKiB, pssKiB };
}

function readRollup(pid: number) {
  try {
    return parseRollup(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
  } catch {
    return null;
  }
}

function parentPid(pid: number): number | null {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces: state, then ppid.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) || null;
  } catch {
    return null;
  }
}

const toMiB = (kiB: number) => Math.round(kiB / 102.4) / 10;

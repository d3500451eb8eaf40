// The periodic summary for --digest-users generated users (default 100,000) on a throw-away PostgreSQL database, in
// this process as the server's recurring job runs it: how long it takes, and whether memory stays flat (issue 17).
import { sql } from "drizzle-orm";
import pino from "pino";
import { readEnv } from "../server/config/env";
import { hostConfigFrom } from "../server/config/hosts";
import { openDatabase } from "../server/db/client";
import { createJobQueue } from "../server/jobs/queue";
import { sendDueDigests } from "../server/modules/digest/digest-jobs";
import { tenantRegistry } from "../server/modules/tenancy/tenants.service";
import { seedDemoData } from "../server/seed/seed";
import { wallClock } from "../server/text/wall-clock";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import type { TargetCheck } from "./report";

export interface DigestRun {
  users?: number;
  seconds?: number;
  mailed?: number;
  empty?: number;
  /** Resident memory after the first tenth of the users and at the end, and the highest sample, in MB. */
  rssEarlyMb?: number;
  rssEndMb?: number;
  rssPeakMb?: number;
  error?: string;
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

export async function runDigest(users: number, log: (line: string) => void): Promise<DigestRun> {
  const run: DigestRun = { users };
  const target = await createBenchDatabase();
  const handle = await openDatabase({ url: target.url, poolSize: 4 });
  try {
    await handle.migrate();
    const logger = pino({ level: "silent" });
    await seedDemoData(handle.db, logger);
    // Tomorrow at nine: every generated user has that weekday, half of them something unread since last week.
    const tomorrow = wallClock(new Date(Date.now() + 86_400_000)).day;
    const now = new Date(`${tomorrow}T09:00:00+01:00`);
    const weekday = ((now.getUTCDay() + 6) % 7) + 1;
    log(`digest: generating ${users.toLocaleString("en")} users ...`);
    await handle.db.execute(sql`
      insert into users (tenant_id, center_id, email, first_name, last_name, status, digest_days, locale, confirmed_at)
      select 'oldebroek', (select id from volunteer_centers where tenant_id = 'oldebroek' order by id limit 1),
        'bench-' || n || '@example.test', 'Bench', 'Gebruiker ' || n, 'active', array[${weekday}]::smallint[],
        case when n % 5 = 0 then 'en' else 'nl' end, now()
      from generate_series(1, ${users}) as n`);
    await handle.db.execute(sql`
      insert into notifications (tenant_id, user_id, kind, data, link, created_at)
      select 'oldebroek', id, 'application_accepted', jsonb_build_object('vacancy', 'Chauffeur ' || id), '/applications/1', now()
      from users where tenant_id = 'oldebroek' and email like 'bench-%' and id % 2 = 0`);
    await handle.db.execute(sql`analyze`);
    const jobs = createJobQueue(handle.db, logger);
    let peak = 0;
    let early = 0;
    const started = performance.now();
    const sampler = setInterval(() => {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
    }, 500);
    const progress = setInterval(async () => {
      const result = await handle.db.execute(sql`select count(*)::int as made from digest_runs`);
      const [row] = (result as unknown as { rows: { made: number }[] }).rows;
      if (!early && row.made >= users / 10) early = process.memoryUsage().rss;
      log(
        `digest: ${row.made.toLocaleString("en")} of ${users.toLocaleString("en")} after ${Math.round((performance.now() - started) / 1000)} s, RSS ${mb(process.memoryUsage().rss)} MB`,
      );
    }, 5_000);
    try {
      const outcome = await sendDueDigests(handle.db, jobs, hostConfigFrom(readEnv({}), await tenantRegistry(handle.db)), now);
      run.seconds = Math.round((performance.now() - started) / 100) / 10;
      run.mailed = outcome.mailed;
      run.empty = outcome.empty;
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    run.rssEarlyMb = mb(early || peak);
    run.rssEndMb = mb(process.memoryUsage().rss);
    run.rssPeakMb = mb(peak);
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    await handle.close();
    await dropBenchDatabase(target.name);
  }
  return run;
}

export function formatDigest(run: DigestRun): string {
  if (run.error) return `digest: failed: ${run.error}`;
  return `digest: ${run.users?.toLocaleString("en")} users in ${run.seconds} s (${run.mailed} mailed, ${run.empty} with nothing new); RSS ${run.rssEarlyMb} MB after a tenth, ${run.rssEndMb} MB at the end, peak ${run.rssPeakMb} MB`;
}

/** Issue 17: within ten minutes, memory flat (the end within 100 MB of a tenth of the way). */
export function checkDigestTargets(run: DigestRun): TargetCheck[] {
  const flat = run.rssEndMb !== undefined && run.rssEarlyMb !== undefined && run.rssEndMb - run.rssEarlyMb <= 100;
  return [
    {
      target: `digest for ${run.users?.toLocaleString("en")} users <= 600 s`,
      pass: run.error ? null : (run.seconds ?? Number.POSITIVE_INFINITY) <= 600,
      measured: `${run.seconds} s`,
    },
    {
      target: "digest memory flat (end within 100 MB of a tenth of the way)",
      pass: run.error ? null : flat,
      measured: `${run.rssEarlyMb} -> ${run.rssEndMb} MB`,
    },
  ];
}

// /analytics with 1,000,000 applications in one tenant, on a throw-away PostgreSQL, through the built server: an admin's
// pages one request at a time, so each time is the server's own (issue 18, target p95 < 300 ms).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { DEMO_PASSWORD } from "../server/modules/identity/identity.factory";
import { type LoadResult, runLoad } from "./load";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import type { TargetCheck } from "./report";
import { startServer } from "./server-process";

export interface AnalyticsRun {
  applications?: number;
  organizations?: number;
  /** Rows in analytics_daily after generating, organizations' and centres' (a centre's or the tenant's view reads the latter). */
  dailyRows?: number;
  generateSeconds?: number;
  pages?: Record<string, LoadResult>;
  error?: string;
}

const ORGANIZATIONS = 300;
const VACANCIES_PER_ORGANIZATION = 3;
const BATCH = 100_000;
const TERMS_PER_DAY = 150;
const MAX_P95_MS = 300;

async function generate(url: string, applications: number, log: (line: string) => void) {
  const handle = await openDatabase({ url, poolSize: 1 });
  const db = handle.db;
  const center = sql`(select id from volunteer_centers where tenant_id = 'oldebroek' order by id limit 1)`;
  try {
    await db.execute(sql`
      insert into organizations (tenant_id, center_id, type, name, description, status, created_at)
      select 'oldebroek', ${center}, 'non_profit', 'Analyse-organisatie ' || n, 'Een organisatie voor de meting.', 'approved',
        now() - (n % 730) * interval '1 day'
      from generate_series(1, ${ORGANIZATIONS}::int) as n`);
    // Published over the last year, so each counts in the year's view; some filled, some expired.
    await db.execute(sql`
      insert into vacancies (tenant_id, center_id, organization_id, title, description, vacancy_type, status, published_at)
      select 'oldebroek', o.center_id, o.id, 'Meetvacature ' || o.id || '-' || k, '<p>Voor de meting.</p>', 'volunteering',
        (array['published', 'published', 'filled', 'expired'])[1 + (o.id + k) % 4], now() - ((o.id * 7 + k * 31) % 365) * interval '1 day'
      from organizations o, generate_series(1, ${VACANCIES_PER_ORGANIZATION}::int) as k
      where o.tenant_id = 'oldebroek' and o.name like 'Analyse-organisatie %'`);
    const slots = ORGANIZATIONS * VACANCIES_PER_ORGANIZATION;
    for (let from = 0; from < applications; from += BATCH) {
      const to = Math.min(applications, from + BATCH);
      log(`analytics: applications ${from.toLocaleString("en")} - ${to.toLocaleString("en")} ...`);
      // Four in ten still open, the rest answered after an hour to a few weeks (most within days), as centres see.
      await db.execute(sql`
        insert into applications (tenant_id, vacancy_id, first_name, last_name, email, status, created_at, decided_at)
        select 'oldebroek', v.id, 'Meet', 'Aanmelder ' || a.n, 'meet-' || a.n || '@example.test', a.status, a.created_at,
          case when a.status = 'submitted' then null
               else a.created_at + (1 + power(random(), 3) * 700) * interval '1 hour' end
        from (
          select n, now() - random() * interval '365 days' as created_at,
            (array['submitted', 'submitted', 'submitted', 'submitted', 'accepted', 'accepted', 'accepted',
                   'rejected', 'rejected', 'rejected'])[1 + n % 10] as status
          from generate_series(${from + 1}::int, ${to}::int) as n
        ) a
        join (select row_number() over (order by id) - 1 as slot, id from vacancies
              where tenant_id = 'oldebroek' and title like 'Meetvacature %') v on v.slot = a.n % ${slots}::int`);
    }
    // What the bank's visitors searched for, per day: a long tail of words, some finding nothing.
    await db.execute(sql`
      insert into vacancy_search_log (tenant_id, day, center_id, term, searches, zero_results)
      select 'oldebroek', (current_date - d), ${center}, 'zoekwoord' || t, 1 + (d * t) % 40, case when t % 9 = 0 then 1 + t % 3 else 0 end
      from generate_series(0, 364) as d, generate_series(1, ${TERMS_PER_DAY}::int) as t`);
    await db.execute(sql`vacuum analyze`);
    const counted = (await db.execute(
      sql`select count(*)::int as n from analytics_daily where tenant_id = 'oldebroek'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return counted.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

/** Signs the tenant's demo admin in; answers the cookie header a browser would send. */
async function adminCookies(port: number, host: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/sign_in`, {
    method: "POST",
    // fetch may not set Host: the tenant goes by name, as the e2e tests' API calls do.
    headers: { "x-tenant": host.split(".")[0], "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@oldebroek.demo.test", password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign in as the admin: ${response.status}`);
  return (["access-token", "client", "uid"] as const)
    .map((name) => `${name}=${encodeURIComponent(response.headers.get(name) ?? "")}`)
    .join("; ");
}

export async function runAnalytics(root: string, applications: number, seconds: number, log: (line: string) => void) {
  const run: AnalyticsRun = { applications, organizations: ORGANIZATIONS };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-analytics-"));
  const target = await createBenchDatabase();
  const env = { DATA_DIR: dataDir, DATABASE_URL: target.url };
  try {
    // The first start migrates and seeds.
    await (await startServer(root, env)).stop();
    const started = Date.now();
    run.dailyRows = await generate(target.url, applications, log);
    run.generateSeconds = Math.round((Date.now() - started) / 1000);
    const server = await startServer(root, env);
    try {
      const headers = { cookie: await adminCookies(server.port, server.host) };
      const organization = await firstOrganization(target.url);
      const paths = {
        year: "/nl/analytics",
        organization: `/nl/analytics?organisatie=${organization}`,
        trends: "/nl/analytics/index-2",
      };
      run.pages = {};
      for (const [name, urlPath] of Object.entries(paths)) {
        const load = { port: server.port, host: server.host, path: urlPath, connections: 1, headers };
        await runLoad({ ...load, seconds: 2 });
        log(`analytics: ${urlPath}, one request at a time for ${seconds} s ...`);
        run.pages[name] = await runLoad({ ...load, seconds });
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    // Drizzle's message is the query; PostgreSQL's reason is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    run.error = `${error instanceof Error ? error.message.split("\n")[0] : String(error)}${cause}`;
  } finally {
    await dropBenchDatabase(target.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

async function firstOrganization(url: string): Promise<number> {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    const result = (await handle.db.execute(
      sql`select min(id)::int as id from organizations where name like 'Analyse-organisatie %'`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows[0].id;
  } finally {
    await handle.close();
  }
}

export function formatAnalytics(run: AnalyticsRun): string {
  if (run.error) return `analytics: failed: ${run.error}`;
  const head = `analytics: ${run.applications?.toLocaleString("en")} applications, ${run.dailyRows?.toLocaleString("en")} daily rows, generated in ${run.generateSeconds} s`;
  const lines = Object.values(run.pages ?? {}).map(
    (r) => `analytics: ${r.path}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ${r.requests} requests, non-2xx ${r.non2xx}`,
  );
  return [head, ...lines].join("\n");
}

/** Issue 18: /analytics at 1,000,000 applications renders in under 300 ms (p95), for the year and per organization. */
export function checkAnalyticsTargets(run: AnalyticsRun): TargetCheck[] {
  return Object.values(run.pages ?? { failed: undefined }).map((r) => ({
    target: `${r?.path ?? "/analytics"} p95 < ${MAX_P95_MS} ms at ${run.applications?.toLocaleString("en")} applications`,
    pass: run.error || !r ? null : r.non2xx === 0 && r.p95Ms < MAX_P95_MS,
    measured: r ? `p95 ${r.p95Ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ""}` : "not measured",
  }));
}

// The social map's page with 5,000 organizations of one centre on the map, on a throw-away PostgreSQL, through the built
// server at max throughput: the first page, a name search and an activity filter (issue 18, target >= 200 req/s).
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { type LoadResult, runLoad } from "./load";
import { onThrowAwayDatabase } from "./postgres-database";
import type { TargetCheck } from "./report";
import { startServer } from "./server-process";

export interface SocialMapRun {
  organizations?: number;
  pages?: Record<string, LoadResult>;
  error?: string;
}

const PATHS = {
  first: "/nl/sociale-kaart",
  search: "/nl/sociale-kaart?q=buurt",
  activity: "/nl/sociale-kaart?activiteit=4&pagina=3",
};
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;
const MIN_RPS = 200;

/** Adds `count` approved organizations on the map to Oldebroek's first centre, spread over its region. */
async function addOrganizations(url: string, count: number) {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    await handle.db.execute(sql`
      insert into organizations (tenant_id, center_id, type, name, description, status, show_on_social_map,
        activity_type_ids, non_profit_type, latitude, longitude, phone_number, website)
      select 'oldebroek', (select id from volunteer_centers where tenant_id = 'oldebroek' order by id limit 1), 'non_profit',
        (array['Stichting', 'Vereniging', 'Buurtcentrum', 'Sportclub'])[1 + n % 4] || ' ' ||
          (array['De Linde', 'Het Anker', 'Buurtkracht', 'Samen Sterk', 'De Brug'])[1 + n % 5] || ' ' || n,
        'Wij helpen mensen in de buurt.', 'approved', true, array[1 + n % 10, 1 + (n / 10) % 10],
        (array['Zorg', 'Sport', 'Cultuur'])[1 + n % 3], 52.40 + (n % 97) * 0.002, 5.90 + (n % 89) * 0.003,
        '0525 123 456', 'https://example.test/' || n
      from generate_series(1, ${count}) as n`);
    await handle.db.execute(sql`vacuum analyze organizations`);
  } finally {
    await handle.close();
  }
}

export function runSocialMap(root: string, organizations: number, seconds: number, log: (line: string) => void) {
  const run: SocialMapRun = { organizations };
  return onThrowAwayDatabase(run, "social-map", async (env) => {
    // The first start migrates and seeds.
    await (await startServer(root, env)).stop();
    log(`social-map: adding ${organizations.toLocaleString("en")} organizations ...`);
    await addOrganizations(env.DATABASE_URL, organizations);
    const server = await startServer(root, env);
    try {
      run.pages = {};
      for (const [name, urlPath] of Object.entries(PATHS)) {
        const load = { port: server.port, host: server.host, path: urlPath, connections: CONNECTIONS };
        await runLoad({ ...load, seconds: WARM_UP_SECONDS });
        log(`social-map: ${urlPath} at max throughput for ${seconds} s ...`);
        run.pages[name] = await runLoad({ ...load, seconds });
      }
    } finally {
      await server.stop();
    }
  });
}

export function formatSocialMap(run: SocialMapRun): string {
  if (run.error) return `social-map: failed: ${run.error}`;
  return Object.values(run.pages ?? {})
    .map((r) => `social-map: ${r.path}: ${Math.round(r.requestsPerSecond)} req/s, p95 ${r.p95Ms} ms, non-2xx ${r.non2xx}`)
    .join("\n");
}

/** Issue 18: the social map page with 5,000 organizations serves at least 200 requests/s. */
export function checkSocialMapTargets(run: SocialMapRun): TargetCheck[] {
  // Pages answered, not requests: a shed request (503, on a busy machine) does not count.
  const answered = (r: LoadResult) => r.requestsPerSecond * (1 - r.non2xx / Math.max(1, r.requests));
  return Object.values(run.pages ?? { failed: undefined }).map((r) => ({
    target: `social map ${r?.path ?? ""} >= ${MIN_RPS} pages/s with ${run.organizations?.toLocaleString("en")} organizations`,
    pass: run.error || !r ? null : answered(r) >= MIN_RPS,
    measured: r ? `${Math.round(answered(r))} pages/s` : "not measured",
  }));
}

// Many tenants on one installation (issue 39, item 5): 500 tenants with demo-sized data on a throw-away PostgreSQL;
// the start of a server process, its memory when idle, a first request to a cold tenant's bank, creating a tenant.
import pg from "pg";
import pino from "pino";
import { openDatabase } from "../server/db/client";
import { DEMO_PASSWORD } from "../server/modules/identity/identity.factory";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../server/modules/identity/identity.seed";
import { seedEverySitesSystemPages } from "../server/seed/seed";
import { createLookupTables, insertActivityDates, insertOrganizations, insertVacancies } from "./generate-sql";
import { readStatusMiB } from "./memory";
import { onThrowAwayDatabase } from "./postgres-database";
import type { TargetCheck } from "./report";
import { requestAt, type ServerProcess, startServer } from "./server-process";

export interface TenantsRun {
  tenants?: number;
  vacancies?: number;
  generateSeconds?: number;
  startupMs?: number;
  idleRssMiB?: number;
  /** The process's first page (a demo tenant's bank), before the cold tenant's. */
  firstPageMs?: number;
  coldBankMs?: number;
  createTenantMs?: number;
  error?: string;
}

const TENANTS = 500;
/** About what a demo tenant holds with the bank's seed. */
const ORGANIZATIONS_PER_TENANT = 40;
const VACANCIES_PER_TENANT = 200;
const IDLE_SECONDS = 10;
const TARGETS = { startupMs: 5000, idleRssMiB: 350, coldBankMs: 300, createTenantMs: 2000 };

const generatedId = (n: number) => `bench${String(n).padStart(3, "0")}`;

/** Tenants bench001.. with one centre and its host each, organizations and vacancies, as set-based inserts. */
async function addTenants(url: string, count: number) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    await client.query(
      `INSERT INTO tenants (id, name, app_name, app_context, switches, status)
       SELECT 'bench' || lpad(g::text, 3, '0'), 'Vrijwilligerswerk Bench ' || g, NULL, t.app_context, t.switches, 'active'
       FROM tenants t CROSS JOIN generate_series(1, $1::int) g WHERE t.id = 'demo'`,
      [count],
    );
    await client.query(
      `INSERT INTO tenant_hosts (host, tenant_id) SELECT id || '.localhost', id FROM tenants WHERE id LIKE 'bench%'`,
    );
    await client.query(
      `INSERT INTO volunteer_centers (tenant_id, slug, name, is_default)
       SELECT id, id, 'Vrijwilligerscentrale ' || id, true FROM tenants WHERE id LIKE 'bench%'`,
    );
    await client.query(
      `INSERT INTO volunteer_center_profiles (tenant_id, center_id)
       SELECT tenant_id, id FROM volunteer_centers WHERE tenant_id LIKE 'bench%'`,
    );
    const sizes = await createLookupTables(client, "demo");
    await client.query("TRUNCATE bench_centers");
    await client.query(
      `INSERT INTO bench_centers SELECT (row_number() OVER (ORDER BY id) - 1)::int, id, tenant_id
       FROM volunteer_centers WHERE tenant_id LIKE 'bench%'`,
    );
    await insertOrganizations(client, count * ORGANIZATIONS_PER_TENANT, count);
    await client.query("DROP TABLE IF EXISTS bench_orgs");
    await client.query(
      `CREATE TEMP TABLE bench_orgs AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id, tenant_id, center_id, ((id::bigint * 2654435761) % $1)::int AS town_idx
       FROM organizations WHERE tenant_id LIKE 'bench%'`,
      [sizes.towns],
    );
    await client.query("ALTER TABLE bench_orgs ADD PRIMARY KEY (idx)");
    const lastId = Number((await client.query("SELECT coalesce(max(id), 0) AS id FROM vacancies")).rows[0].id);
    const organizations = count * ORGANIZATIONS_PER_TENANT;
    for (let done = 0; done < count * VACANCIES_PER_TENANT; done += 50_000)
      await insertVacancies(client, Math.min(50_000, count * VACANCIES_PER_TENANT - done), sizes.catalogue, organizations);
    await insertActivityDates(client, lastId);
    await client.query("VACUUM ANALYZE tenants, tenant_hosts, volunteer_centers, organizations, vacancies, vacancy_dates");
    return Number((await client.query("SELECT count(*)::int AS n FROM vacancies")).rows[0].n);
  } finally {
    client.release();
    await pool.end();
  }
}

/** The pages every site has, as a tenant made through the console gets them: a start then has nothing to add. */
async function seedSitePages(url: string) {
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await seedEverySitesSystemPages(handle.db, pino({ level: "silent" }));
  } finally {
    await handle.close();
  }
}

async function timed(server: ServerProcess, host: string, urlPath: string, init: Parameters<typeof requestAt>[3] = {}) {
  const started = performance.now();
  const headers = { "accept-encoding": "gzip, deflate, br, zstd", ...init.headers };
  const response = await requestAt(server.port, host, urlPath, { ...init, headers });
  return { response, ms: Math.round(performance.now() - started) };
}

/** Signs the demo operator in on the operator host and creates a tenant with its hosts, centre and first admin. */
async function createTenant(server: ServerProcess): Promise<number> {
  const host = `platform.localhost:${server.port}`;
  const { response: signIn } = await timed(server, host, "/auth/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `two_factor_device=${TEST_OPERATOR_DEVICE}` },
    body: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`the operator could not sign in: ${signIn.status}`);
  const session = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, String(signIn.headers[h] ?? "")]));
  const attributes = {
    id: "zutphen",
    name: "Vrijwilligerswerk Zutphen",
    app_name: null,
    app_context: "gelderland",
    switches: {},
    hosts: [{ host: "zutphen.localhost" }],
    center: { name: "Vrijwilligerscentrale Zutphen", slug: "zutphen" },
    admin: { email: "beheer@zutphen.example", first_name: "Zoë", last_name: "Zutphen" },
  };
  const { response, ms } = await timed(server, host, "/api/v1/platform/tenants", {
    method: "POST",
    headers: { ...session, "content-type": "application/vnd.api+json" },
    body: JSON.stringify({ data: { type: "platform_tenants", attributes } }),
  });
  if (response.status !== 201) throw new Error(`creating a tenant answered ${response.status}`);
  return ms;
}

export function runTenants(root: string, log: (line: string) => void): Promise<TenantsRun> {
  const run: TenantsRun = {};
  return onThrowAwayDatabase(run, "tenants", async (database) => {
    // The operator's remembered device (test seed) lets the bench sign him in without a code.
    const env = { ...database, SEED_TEST_VACANCIES: "true" };
    log("tenants: migrating and seeding the demo tenants ...");
    // Seeding the demo on PostgreSQL takes minutes on a busy machine.
    await (await startServer(root, env, undefined, 250, 15 * 60_000)).stop();
    const started = performance.now();
    const generated = TENANTS - 5;
    log(`tenants: adding ${generated} tenants with ${VACANCIES_PER_TENANT} vacancies each ...`);
    run.vacancies = await addTenants(env.DATABASE_URL, generated);
    await seedSitePages(env.DATABASE_URL);
    run.generateSeconds = Math.round((performance.now() - started) / 100) / 10;
    run.tenants = TENANTS;
    // The measured start: a process on a database that exists, as production runs.
    const server = await startServer(root, env, undefined, 20);
    try {
      run.startupMs = Math.round(server.startupMs);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      run.idleRssMiB = readStatusMiB(server.child.pid as number, "VmRSS");
      // A cold tenant, not a cold process: a demo tenant's bank page first, so the measure is the tenant's own loading
      // (its bank index, centres, menus), not the process's first page render.
      const warm = await timed(server, server.host, "/nl/vacancies/search");
      if (warm.response.status !== 200) throw new Error(`the demo bank answered ${warm.response.status}`);
      run.firstPageMs = warm.ms;
      const cold = generatedId(Math.ceil(generated / 2));
      const first = await timed(server, `${cold}.localhost:${server.port}`, "/nl/vacancies/search");
      if (first.response.status !== 200) throw new Error(`${cold}'s bank answered ${first.response.status}`);
      run.coldBankMs = first.ms;
      run.createTenantMs = await createTenant(server);
    } finally {
      await server.stop();
    }
  });
}

export function formatTenants(run: TenantsRun): string {
  if (run.error) return `tenants: failed: ${run.error}`;
  return [
    `tenants: ${run.tenants} tenants, ${run.vacancies?.toLocaleString("en")} vacancies (generated in ${run.generateSeconds} s)`,
    `tenants: start-up ${run.startupMs} ms, idle RSS ${run.idleRssMiB} MiB after ${IDLE_SECONDS} s`,
    `tenants: the process's first page ${run.firstPageMs} ms, then a cold tenant's bank ${run.coldBankMs} ms, creating a tenant ${run.createTenantMs} ms`,
  ].join("\n");
}

/** Issue 39, item 5. */
export function checkTenantsTargets(run: TenantsRun): TargetCheck[] {
  const check = (target: string, value: number | undefined, limit: number, unit: string): TargetCheck => ({
    target: `${run.tenants ?? TENANTS} tenants: ${target} < ${limit.toLocaleString("en")} ${unit}`,
    pass: run.error || value === undefined ? null : value < limit,
    measured: value === undefined ? "not measured" : `${value} ${unit}`,
  });
  return [
    check("start-up of a server process", run.startupMs, TARGETS.startupMs, "ms"),
    check("RSS of an idle process after start", run.idleRssMiB, TARGETS.idleRssMiB, "MiB"),
    check("first request to a cold tenant's bank page", run.coldBankMs, TARGETS.coldBankMs, "ms"),
    check("creating a tenant (POST /api/v1/platform/tenants)", run.createTenantMs, TARGETS.createTenantMs, "ms"),
  ];
}

// npx tsx bench/generate-vacancies.ts [--scale=10000|100000|1000000] [--one-tenant=oldebroek] [--url=postgres://...]
// Grows a PostgreSQL database to `scale` vacancies (organizations: scale / 20, applications: scale / 2) across the
// tenants: it creates the database if needed, migrates and seeds it like the server does, then adds only what is
// missing, so running it again at a larger scale tops up instead of starting over. --one-tenant puts every generated
// organization and vacancy (all published) in that tenant, in its own database (bench_vacancies_one_tenant).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import pino from "pino";
import type { TenantId } from "../server/config/tenants";
import { openDatabase } from "../server/db/client";
import { DEMO_TENANT_IDS } from "../server/seed/demo-tenants";
import { seedDemoData } from "../server/seed/seed";
import { createLocalFolderStorage } from "../server/storage/local-folder-storage";
import {
  createLookupTables,
  insertActivityDates,
  insertApplications,
  insertOrganizations,
  insertVacancies,
  refreshOrganizationTable,
} from "./generate-sql";

export const DEFAULT_GENERATOR_URL = "postgres://postgres@127.0.0.1:5432/bench_vacancies";
export const ONE_TENANT_GENERATOR_URL = "postgres://postgres@127.0.0.1:5432/bench_vacancies_one_tenant";
const CHUNK = 50_000;

export interface GenerateReport {
  vacancies: number;
  organizations: number;
  applications: number;
  seconds: number;
  steps: Record<string, number>;
}

export async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', "")}"`);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds (as the server would on start), then grows the tables to the scale; with oneTenant, that
 * tenant's organizations and vacancies (the other tenants keep their demo data).
 */
export async function generate(
  url: string,
  scale: number,
  log: (line: string) => void = console.log,
  oneTenant?: TenantId,
): Promise<GenerateReport> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    // A step that runs in batches adds up; rounded once, so the sum prints as 48.9, not 48.900000000000006.
    steps[name] = Math.round(((performance.now() - t) / 1000 + (steps[name] ?? 0)) * 10) / 10;
    log(`   ${name}: ${steps[name]} s`);
    return result;
  };
  await ensureDatabase(url);
  const handle = await openDatabase({ url, poolSize: 2 });
  // With a storage, as the server seeds: else the server's first start adds the pictures and logos to every generated
  // row (three minutes at 100,000 in one tenant), rewriting the vacancies the VACUUM ANALYZE below left tidy.
  const files = mkdtempSync(path.join(os.tmpdir(), "vp-bench-uploads-"));
  await step("migrate and seed", async () => {
    await handle.migrate();
    await seedDemoData(handle.db, pino({ level: "warn" }), { vacancyBank: true, storage: createLocalFolderStorage(files) });
  });
  rmSync(files, { recursive: true, force: true });
  await handle.close();

  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    const count = async (table: string, ofTenant: string | null = oneTenant ?? null) =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM ${table} WHERE $1::text IS NULL OR tenant_id = $1`, [ofTenant])).rows[0].n,
      );
    const autovacuum = (await client.query<{ autovacuum: string }>("SHOW autovacuum")).rows[0].autovacuum;
    // Off, nothing tidies or re-counts after the servers' writes: plans and scans drift from what was measured before.
    if (autovacuum !== "on")
      log("   warning: autovacuum is off on this PostgreSQL; later writes leave dead rows and old statistics");
    const sizes = await createLookupTables(client, oneTenant);
    const missingOrganizations = Math.max(0, Math.round(scale / 20) - (await count("organizations")));
    if (missingOrganizations) await step("organizations", () => insertOrganizations(client, missingOrganizations, sizes.centers));
    const organizations = await refreshOrganizationTable(client, sizes.towns, oneTenant);
    const existing = await count("vacancies");
    const missing = Math.max(0, scale - existing);
    // Building the GIN and B-tree indexes once is much faster than updating them row by row for a large load.
    const rebuild = missing >= CHUNK && missing > existing;
    const indexes = rebuild ? await step("drop indexes", () => dropIndexes(client)) : [];
    const lastId = Number((await client.query("SELECT coalesce(max(id), 0) AS id FROM vacancies")).rows[0].id);
    for (let done = 0; done < missing; done += CHUNK) {
      const n = Math.min(CHUNK, missing - done);
      await step("vacancies", () => insertVacancies(client, n, sizes.catalogue, organizations, Boolean(oneTenant)));
    }
    if (missing) await step("activity dates", () => insertActivityDates(client, lastId));
    if (rebuild) await step("create indexes", () => recreateIndexes(client, indexes));
    const missingApplications = Math.max(0, Math.round(scale / 2) - (await count("applications", null)));
    for (let done = 0; done < missingApplications; done += CHUNK) {
      const n = Math.min(CHUNK, missingApplications - done);
      await step("applications", () => insertApplications(client, n));
    }
    // VACUUM as autovacuum would on a live database: it sets the visibility map that index-only scans need.
    await step("vacuum analyze", () =>
      client.query("VACUUM ANALYZE vacancies, vacancy_dates, organizations, applications, uploads"),
    );
    return {
      vacancies: await count("vacancies"),
      organizations: await count("organizations"),
      applications: await count("applications", null),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      steps,
    };
  } finally {
    client.release();
    await pool.end();
  }
}

async function dropIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename = 'vacancies' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const row of rows) await client.query(`DROP INDEX "${row.name}"`);
  return rows.map((r) => r.definition);
}

async function recreateIndexes(client: pg.PoolClient, definitions: string[]) {
  for (const definition of definitions) await client.query(definition);
}

/** The generator seeds the demo tenants: one of theirs may take every generated vacancy. */
const isDemoTenant = (value: string | undefined): value is TenantId =>
  value !== undefined && (DEMO_TENANT_IDS as readonly string[]).includes(value);

/** The command line; null when an argument is unknown or invalid. */
export function parseGeneratorArgs(args: string[]): { scale: number; url: string; oneTenant?: TenantId } | null {
  let scale = 100_000;
  let url: string | undefined;
  let oneTenant: TenantId | undefined;
  for (const arg of args) {
    const [name, value] = arg.split(/=(.*)/s);
    if (name === "--scale" && Number(value) >= 1000) scale = Number(value);
    else if (name === "--url" && value?.startsWith("postgres")) url = value;
    else if (name === "--one-tenant" && isDemoTenant(value)) oneTenant = value;
    else return null;
  }
  return { scale, url: url ?? (oneTenant ? ONE_TENANT_GENERATOR_URL : DEFAULT_GENERATOR_URL), oneTenant };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const parsed = parseGeneratorArgs(process.argv.slice(2));
  if (!parsed) {
    console.error(
      "usage: tsx bench/generate-vacancies.ts --scale=100000 [--one-tenant=oldebroek|roermond|meedoen|demo|public] [--url=postgres://...]",
    );
    process.exit(2);
  }
  const { scale, url, oneTenant } = parsed;
  console.log(`growing ${url} to ${scale} vacancies${oneTenant ? ` in tenant ${oneTenant}` : ""} ...`);
  generate(url, scale, console.log, oneTenant).then(
    (report) => console.log(JSON.stringify(report, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

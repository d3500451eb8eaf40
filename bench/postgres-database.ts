import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

/** Names begin with this (BENCH_DATABASE_PREFIX: a shared machine's runs told apart), and only such are dropped. */
const PREFIX = /^[a-z][a-z0-9_]{0,30}$/.test(process.env.BENCH_DATABASE_PREFIX ?? "")
  ? process.env.BENCH_DATABASE_PREFIX
  : "vp_bench";

/** A throw-away database per run, so the bench never touches data of tests or developers. */
export async function createBenchDatabase(): Promise<{ name: string; url: string }> {
  const name = `${PREFIX}_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return { name, url: `postgres://postgres@127.0.0.1:5432/${name}` };
}

export async function dropBenchDatabase(name: string) {
  if (!new RegExp(`^${PREFIX}_[0-9a-f]+$`).test(name)) throw new Error(`refusing to drop ${name}`);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A server's environment on a throw-away database and data folder, both removed after work; what work throws becomes
 * run.error, so that a crash still reports what was measured before it.
 */
export async function onThrowAwayDatabase<R extends { error?: string }>(
  run: R,
  name: string,
  work: (env: { DATA_DIR: string; DATABASE_URL: string }) => Promise<void>,
): Promise<R> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-bench-${name}-`));
  const target = await createBenchDatabase();
  try {
    await work({ DATA_DIR: dataDir, DATABASE_URL: target.url });
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    await dropBenchDatabase(target.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

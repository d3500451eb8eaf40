import { randomBytes } from "node:crypto";
import pg from "pg";

const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

/** A throw-away database per run, so the bench never touches data of tests or developers. */
export async function createBenchDatabase(): Promise<{ name: string; url: string }> {
  const name = `vp_bench_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return { name, url: `postgres://postgres@127.0.0.1:5432/${name}` };
}

export async function dropBenchDatabase(name: string) {
  if (!/^vp_bench_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
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

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase, dropBenchDatabase } from "./postgres-database";
import type { DatabaseRun } from "./report";
import { type ServerProcess, startServer } from "./server-process";

// Migrating and seeding a new database takes minutes on a busy machine.
const START_WAIT_MS = 300_000;

/**
 * A server on a new database with the demo data, restarted after seeding as production runs (migrating and seeding
 * grows PGlite's memory, which never shrinks); `settings` are the server's own. Each of `runs` gets a server of its
 * own settings on the same data, one after the other; the database goes afterwards.
 */
export async function withDemoServers(
  root: string,
  database: DatabaseRun["database"],
  port: number | undefined,
  runs: { settings: Record<string, string>; work: (server: ServerProcess) => Promise<void> }[],
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-bench-${database}-`));
  const created = database === "postgres" ? await createBenchDatabase() : undefined;
  const base = { DATA_DIR: dataDir, DATABASE_URL: created?.url ?? "", SIGN_IN_LIMIT_PER_ADDRESS: "1000000" };
  try {
    await (await startServer(root, { ...base, ...runs[0]?.settings }, port, 250, START_WAIT_MS)).stop();
    for (const { settings, work } of runs) {
      const server = await startServer(root, { ...base, ...settings }, port, 250, START_WAIT_MS);
      try {
        await work(server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (created) await dropBenchDatabase(created.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

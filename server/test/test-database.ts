import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";

// Any fixed number: serialises test migrations on one server, since roles and grants are cluster-wide.
const MIGRATION_LOCK = 7_243_001;

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that close() drops again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return { ...handle, close: once(handle.close) };
  }
  return createPostgresDatabase(url);
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `vp_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let handle: DatabaseHandle | undefined;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), poolSize: 4 });
    await admin.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await handle.migrate();
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (error) {
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    throw error;
  }
  await admin.end();
  const opened = handle;
  return {
    ...opened,
    close: once(async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= fn();
    return running;
  };
}

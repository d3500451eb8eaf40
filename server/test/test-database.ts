import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

// Any fixed number: serialises test migrations on one server, since roles and grants are cluster-wide.
const MIGRATION_LOCK = 7_243_001;

/**
 * Databases built once per run by global-setup.ts: migrated; migrated and seeded, with the seed's uploads. On PGlite
 * their dumped files, on PostgreSQL the names of template databases.
 */
export interface TestDatabaseTemplates {
  migrated: string;
  seeded: string;
  uploads: string;
}

const templates = (): TestDatabaseTemplates | null => inject("testDatabaseTemplates") ?? null;

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that close() drops again.
 */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return openTestDatabase(templates()?.migrated);
}

/**
 * A fresh copy of the run's seeded database, its uploads copied into uploadsDir; null when the run has none (the
 * caller then seeds a fresh database itself).
 */
export async function openSeededTestDatabase(uploadsDir: string): Promise<DatabaseHandle | null> {
  const built = templates();
  if (!built) return null;
  cpSync(built.uploads, uploadsDir, { recursive: true });
  return openTestDatabase(built.seeded);
}

async function openTestDatabase(template: string | undefined): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url, template);
  const handle = await openDatabase({
    dataDir: "memory://",
    template: template ? new Blob([readFileSync(template)]) : undefined,
  });
  // Without a template this migrates; with one it finds every migration done.
  await handle.migrate();
  return { ...handle, close: once(handle.close) };
}

/** A new database on the PostgreSQL server, empty or a copy of template: its name, URL, and drop() to remove it. */
export async function createEmptyPostgresDatabase(serverUrl: string, template?: string) {
  const name = `vp_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (admin) => {
        await waitUntilUnused(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** Waits until no session uses the database: pool.end() returns before its sessions are gone. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const open = await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1", [name]);
    if (open.rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs fn while no other test file migrates on this server, since roles and grants are cluster-wide. */
export function withMigrationLock<T>(serverUrl: string, fn: () => Promise<T>): Promise<T> {
  return onServer(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    return fn();
  });
}

export async function onServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(serverUrl: string, template: string | undefined): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgresDatabase(serverUrl, template);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ url: empty.url, poolSize: 4 });
    const opened = handle;
    // A copy of the migrated template finds every migration done, and needs no lock.
    if (!template) await withMigrationLock(serverUrl, () => opened.migrate());
  } catch (error) {
    await handle?.close();
    await empty.drop();
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    close: once(async () => {
      await opened.close();
      await empty.drop();
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

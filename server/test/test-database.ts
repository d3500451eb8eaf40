import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

// Any fixed number: serialises test migrations on one server, since roles and grants are cluster-wide.
const MIGRATION_LOCK = 7_243_001;

/** Files of PGlite databases built once per run by global-setup.ts: migrated; migrated and seeded, with its uploads. */
export interface TestDatabaseTemplates {
  migrated: string;
  seeded: string;
  uploads: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server that close() drops again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(inject("testDatabaseTemplates")?.migrated);
  return createPostgresDatabase(url);
}

/**
 * A copy of the run's seeded PGlite database, its uploads copied into uploadsDir; null where there is none
 * (on PostgreSQL), and the caller seeds a fresh database itself.
 */
export async function openSeededTestDatabase(uploadsDir: string): Promise<DatabaseHandle | null> {
  const templates = process.env.DATABASE_URL ? null : inject("testDatabaseTemplates");
  if (!templates) return null;
  cpSync(templates.uploads, uploadsDir, { recursive: true });
  return openPglite(templates.seeded);
}

async function openPglite(templateFile: string | undefined): Promise<DatabaseHandle> {
  const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const handle = await openDatabase({ dataDir: "memory://", template });
  // Without a template this migrates; with one it finds every migration done.
  await handle.migrate();
  return { ...handle, close: once(handle.close) };
}

/** A new, empty database on the PostgreSQL server: its URL, and drop() to remove it again. */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `vp_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (admin) => {
        // pool.end() returns before its sessions are gone; forcing one that is still closing makes its client throw.
        for (let tries = 0; tries < 50; tries++) {
          const open = await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1", [name]);
          if (open.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** Runs fn while no other test file migrates on this server, since roles and grants are cluster-wide. */
export function withMigrationLock<T>(serverUrl: string, fn: () => Promise<T>): Promise<T> {
  return onServer(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    return fn();
  });
}

async function onServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgresDatabase(serverUrl);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ url: empty.url, poolSize: 4 });
    const opened = handle;
    await withMigrationLock(serverUrl, () => opened.migrate());
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

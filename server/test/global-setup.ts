import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { seedDemoData } from "../seed/seed";
import { createLocalFolderStorage } from "../storage/local-folder-storage";
import {
  createEmptyPostgresDatabase,
  onServer,
  type TestDatabaseTemplates,
  waitUntilUnused,
  withMigrationLock,
} from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | null;
  }
}

interface Built {
  templates: TestDatabaseTemplates;
  remove(): Promise<void>;
}

// Both projects (tests, timing) run this setup in one process: they share one build of the templates.
const shared = globalThis as { testDatabaseTemplates?: Promise<Built> };

/**
 * Migrates one database and seeds another once per run, so each test file starts from a copy instead of running
 * initdb, every migration and the seed again (about 15 s per file on a busy two-core machine): on PGlite their dumped
 * files, on PostgreSQL template databases.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  shared.testDatabaseTemplates ??= url ? buildPostgresTemplates(url) : buildPgliteTemplates();
  const built = await shared.testDatabaseTemplates;
  project.provide("testDatabaseTemplates", built.templates);
  return async () => {
    const building = shared.testDatabaseTemplates;
    shared.testDatabaseTemplates = undefined;
    if (building) await (await building).remove();
  };
}

async function buildPgliteTemplates(): Promise<Built> {
  const folder = mkdtempSync(path.join(tmpdir(), "vp-test-templates-"));
  const uploads = path.join(folder, "uploads");
  mkdirSync(uploads);
  const database = await openDatabase({ dataDir: "memory://" });
  const save = async (name: string) => {
    const dump = await database.dump?.();
    if (!dump) throw new Error("an embedded database can be dumped");
    const file = path.join(folder, name);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    const migrated = await save("migrated.tar");
    await seed(database, uploads);
    const seeded = await save("seeded.tar");
    return { templates: { migrated, seeded, uploads }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function buildPostgresTemplates(serverUrl: string): Promise<Built> {
  const uploads = mkdtempSync(path.join(tmpdir(), "vp-test-templates-"));
  const migrated = await createEmptyPostgresDatabase(serverUrl);
  await fill(migrated.url, (database) => withMigrationLock(serverUrl, () => database.migrate()));
  // A template may have no session left when it is copied.
  await onServer(serverUrl, (admin) => waitUntilUnused(admin, migrated.name));
  const seeded = await createEmptyPostgresDatabase(serverUrl, migrated.name);
  await fill(seeded.url, (database) => seed(database, uploads));
  await onServer(serverUrl, (admin) => waitUntilUnused(admin, seeded.name));
  return {
    templates: { migrated: migrated.name, seeded: seeded.name, uploads },
    remove: async () => {
      await Promise.all([migrated.drop(), seeded.drop()]);
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

async function fill(url: string, fn: (database: DatabaseHandle) => Promise<void>) {
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

const seed = (database: DatabaseHandle, uploads: string) =>
  seedDemoData(database.db, pino({ level: "silent" }), { storage: createLocalFolderStorage(uploads) });

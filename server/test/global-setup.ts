import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { seedDemoData } from "../seed/seed";
import { createLocalFolderStorage } from "../storage/local-folder-storage";
import type { TestDatabaseTemplates } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | null;
  }
}

// Both projects (tests, timing) run this setup in one process: they share one build of the templates.
const shared = globalThis as { testDatabaseTemplates?: Promise<TestDatabaseTemplates> };

/**
 * On PGlite, migrates one database and seeds another once per run and keeps their files, so each test file opens a
 * copy instead of running initdb, 48 migrations and the seed again (about 15 s per file on a busy two-core machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("testDatabaseTemplates", null);
    return;
  }
  shared.testDatabaseTemplates ??= buildTemplates();
  project.provide("testDatabaseTemplates", await shared.testDatabaseTemplates);
}

async function buildTemplates(): Promise<TestDatabaseTemplates> {
  const folder = mkdtempSync(path.join(tmpdir(), "vp-test-templates-"));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await database.migrate();
    const migrated = await save(database, path.join(folder, "migrated.tar"));
    const uploads = path.join(folder, "uploads");
    mkdirSync(uploads);
    await seedDemoData(database.db, pino({ level: "silent" }), { storage: createLocalFolderStorage(uploads) });
    const seeded = await save(database, path.join(folder, "seeded.tar"));
    return { migrated, seeded, uploads };
  } finally {
    await database.close();
  }
}

async function save(database: DatabaseHandle, file: string): Promise<string> {
  const dump = await (database.dump as () => Promise<Blob>)();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

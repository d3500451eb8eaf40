import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "./config/env";
import { secretKeysOf } from "./config/secret-keys";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedTestOperatorDevice } from "./modules/identity/identity.seed";
import { sealStoredSecrets } from "./modules/identity/secret-sealing.service";
import { seedDemoData, seedEverySitesSystemPages } from "./seed/seed";
import { seedTestVacancies } from "./seed/test-vacancies";
import type { FileStorage } from "./storage/file-storage";
import { createLocalFolderStorage } from "./storage/local-folder-storage";
import { createS3Storage } from "./storage/s3-storage";

// Apart from serve.ts: the cluster's preparing worker and the command-line tools load the database, not the app.
export const openEnvDatabase = (env: Env) =>
  openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });

/** The bucket STORAGE_URL names, which every machine can share; else a folder on this machine. */
export const storageFrom = (env: Env): FileStorage =>
  env.STORAGE_URL
    ? createS3Storage(env.STORAGE_URL)
    : createLocalFolderStorage(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, "uploads"));

/** prepareDatabase in a database of its own, closed after: the cluster primary's preparing worker. */
export async function prepareEnvDatabase(env: Env, logger: Logger) {
  const database = await openEnvDatabase(env);
  await prepareDatabase(database, env, logger);
  await database.close();
}

/** Migrations and demo data, once per start: under the startup lock, so processes started together take turns. */
export function prepareDatabase(database: DatabaseHandle, env: Env, logger: Logger) {
  return database.exclusively(async () => {
    // A first start on PGlite is silent for a while otherwise: say what it is doing.
    const started = Date.now();
    logger.info({ database: database.kind }, "migrating the database");
    await database.migrate();
    logger.info({ ms: Date.now() - started }, "database migrated");
    if (env.SEED_DEMO_DATA) await seedDemoData(database.db, logger, { vacancyBank: true, storage: storageFrom(env) });
    if (env.SEED_DEMO_DATA && env.SEED_TEST_VACANCIES) {
      await seedTestVacancies(database.db, logger);
      await seedTestOperatorDevice(database.db);
    }
    await seedEverySitesSystemPages(database.db, logger);
    // Two-step sign-in's secrets sealed with the current key: the plain ones of before 0067 and the demo's, a rotated key's (decision 34).
    const sealing = await sealStoredSecrets(
      database.db,
      secretKeysOf(env, () => {}),
    );
    if (sealing.sealed + sealing.resealed > 0) logger.info(sealing, "two-step sign-in secrets sealed");
    if (sealing.unopenable > 0) {
      logger.error(
        sealing,
        "two-step sign-in secrets that ENCRYPTION_KEYS cannot open: their codes are refused until its key is back",
      );
    }
  });
}

import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import pino from "pino";
import { runPrimary } from "./cluster-primary";
import { readEnv } from "./config/env";
import { refuseUnsafeProductionSettings } from "./config/production-safety";
import { serve } from "./serve";

const dev = process.argv.includes("--dev");
const env = readEnv({ ...process.env, NODE_ENV: dev ? "development" : (process.env.NODE_ENV ?? "production") });
refuseUnsafeProductionSettings(env);
const logger = pino({
  level: env.LOG_LEVEL,
  transport: dev ? { target: "pino-pretty", options: { ignore: "pid,hostname" } } : undefined,
});

// PGlite is one process's database; development keeps one process for hot reload.
const processes = !env.DATABASE_URL || dev ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism());
if (env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > processes) {
  logger.warn({ WEB_CONCURRENCY: env.WEB_CONCURRENCY }, "one server process: PGlite and development run in one process");
}

if (cluster.isPrimary && processes > 1) {
  await runPrimary(env, logger, processes);
} else {
  // A worker's primary has migrated and seeded already.
  const log = cluster.isWorker ? logger.child({ worker: cluster.worker?.id }) : logger;
  await serve(env, log, { dev, prepare: cluster.isPrimary });
}

import cluster from "node:cluster";
import { enableCompileCache } from "node:module";
import { availableParallelism } from "node:os";
import pino from "pino";
import { PREPARE_ONLY } from "./cluster-primary";
import { readEnv } from "./config/env";
import { mallocSettings } from "./config/malloc-settings";
import { refuseUnsafeProductionSettings } from "./config/production-safety";
import { v8Flags } from "./config/v8-flags";

const dev = process.argv.includes("--dev");
const env = readEnv({ ...process.env, NODE_ENV: dev ? "development" : (process.env.NODE_ENV ?? "production") });
refuseUnsafeProductionSettings(env);
// V8 takes its heap limits and threads only at start: the process becomes itself again with them (same pid, no wrapper).
const embeddedDatabase = !env.DATABASE_URL;
const flags = dev
  ? []
  : v8Flags({ heapLimitMb: env.HEAP_LIMIT_MB, embeddedDatabase }, process.execArgv, process.env.NODE_OPTIONS);
// glibc's malloc likewise (its settings are read at start from the environment).
const malloc = dev ? {} : mallocSettings(process.env, { embeddedDatabase });
if ((flags.length > 0 || Object.keys(malloc).length > 0) && process.execve)
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...malloc,
  });
// Each process compiles some 900 modules at start: V8's code for them is kept on disk (os.tmpdir(), or
// NODE_COMPILE_CACHE) and reused by the next process, a restarted or replaced worker included.
enableCompileCache();
const logger = pino({
  level: env.LOG_LEVEL,
  transport: dev ? { target: "pino-pretty", options: { ignore: "pid,hostname" } } : undefined,
});

// PGlite is one process's database; development keeps one process for hot reload.
const processes = !env.DATABASE_URL || dev ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism());
if (env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > processes) {
  logger.warn({ WEB_CONCURRENCY: env.WEB_CONCURRENCY }, "one server process: PGlite and development run in one process");
}

// Loaded only now: a process that restarts itself above has not loaded the server for nothing.
if (cluster.isPrimary && processes > 1) {
  const { runPrimary } = await import("./cluster-primary");
  await runPrimary(env, logger, processes);
} else if (cluster.isWorker && process.env[PREPARE_ONLY]) {
  const { prepareEnvDatabase } = await import("./prepare-database");
  await prepareEnvDatabase(env, logger);
  process.exit(0);
} else {
  // A worker's primary has migrated and seeded already.
  const log = cluster.isWorker ? logger.child({ worker: cluster.worker?.id }) : logger;
  const { serve } = await import("./serve");
  await serve(env, log, { dev, prepare: cluster.isPrimary });
}

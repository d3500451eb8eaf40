import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Env } from "./config/env";
import { isOverMemoryLimit, RETIRE } from "./worker-memory";

const FIRST_RESTART_MS = 500;
const LAST_RESTART_MS = 30_000;
/** A worker that lived this long was healthy: the next crash restarts it at once again. */
const HEALTHY_AFTER_MS = 60_000;

/** In the environment of the one worker that only migrates and seeds, then exits (main.ts). */
export const PREPARE_ONLY = "SERVER_PREPARE_ONLY";

/**
 * The primary of WEB_CONCURRENCY server processes: a worker of its own migrates and seeds once, so that the primary
 * never loads the server's code (189 -> 72 MiB RSS at 100,000 vacancies); then it forks the workers (they share the
 * port), restarts one that dies with a growing pause, replaces one past WORKER_RSS_LIMIT_MB (worker-memory.ts), and on
 * SIGTERM passes the signal on and exits when they all have.
 */
export async function runPrimary(env: Env, logger: Logger, processes: number) {
  const preparing = cluster.fork({ [PREPARE_ONLY]: "1" });
  const code = await new Promise<number | null>((resolve) => preparing.once("exit", resolve));
  if (code !== 0) {
    logger.error({ code }, "the database could not be prepared; no server processes started");
    process.exit(1);
  }

  let stopping = false;
  let crashes = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on("message", (message: unknown) => {
      if (isOverMemoryLimit(message)) replace(worker, message.rssMb);
    });
    return worker;
  };

  // Workers on their way out after a successor took their place; one replacement at a time.
  const retiring = new Set<Worker>();
  let replacing = false;
  /** The successor first: only once it listens does the worker stop taking connections and finish its requests. */
  const replace = (worker: Worker, rssMb: number) => {
    if (stopping || replacing || retiring.has(worker)) return;
    replacing = true;
    logger.warn(
      { worker: worker.id, rssMb, limitMb: env.WORKER_RSS_LIMIT_MB },
      "a server process passed its memory limit; replacing it",
    );
    const successor = fork();
    const started = () => {
      successor.off("exit", failed);
      replacing = false;
      if (stopping || worker.isDead()) return;
      retiring.add(worker);
      worker.send({ kind: RETIRE });
    };
    // A successor that never came up leaves the worker serving; the next reading over the limit tries again.
    const failed = () => {
      successor.off("listening", started);
      replacing = false;
    };
    successor.once("listening", started);
    successor.once("exit", failed);
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (retiring.delete(worker)) {
      logger.info({ worker: worker.id, code }, "a replaced server process stopped");
      if (stopping && startedAt.size === 0) process.exit(0);
      return;
    }
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info("all server processes stopped");
        process.exit(0);
      }
      return;
    }
    crashes = lived >= HEALTHY_AFTER_MS ? 1 : crashes + 1;
    const pause = Math.min(FIRST_RESTART_MS * 2 ** (crashes - 1), LAST_RESTART_MS);
    logger.error({ worker: worker.id, code, signal, restartInMs: pause }, "a server process stopped; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });

  for (let i = 0; i < processes; i++) fork();
  logger.info({ processes, port: env.PORT }, "server processes started");

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down the server processes");
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
    // The workers keep to SHUTDOWN_TIMEOUT_MS themselves; this only catches one that hangs beyond it.
    setTimeout(() => {
      logger.error("server processes still running after the shutdown timeout");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

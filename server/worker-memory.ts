import type { Env } from "./config/env";

/** What a worker tells the primary when its RSS stayed above WORKER_RSS_LIMIT_MB. */
const OVER_LIMIT = "rss-over-limit";
/** What the primary tells a worker whose successor listens: stop taking connections, finish, exit. */
export const RETIRE = "retire";

export const isOverMemoryLimit = (message: unknown): message is { kind: typeof OVER_LIMIT; rssMb: number } =>
  typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === OVER_LIMIT;

export const isRetire = (message: unknown) =>
  typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === RETIRE;

/**
 * A cluster worker reads its RSS every WORKER_RSS_CHECK_MS and asks the primary for a successor after two readings in
 * a row above the limit (one reading may be a collection's moment), and again at each reading while it stays above (the
 * primary may be replacing another worker).
 */
export function watchWorkerMemory(
  env: Pick<Env, "WORKER_RSS_LIMIT_MB" | "WORKER_RSS_CHECK_MS">,
  send: (message: object) => void,
) {
  if (env.WORKER_RSS_LIMIT_MB <= 0) return;
  let over = 0;
  const timer = setInterval(() => {
    const rssMb = Math.round(process.memoryUsage.rss() / 1024 / 1024);
    over = rssMb > env.WORKER_RSS_LIMIT_MB ? over + 1 : 0;
    if (over >= 2) send({ kind: OVER_LIMIT, rssMb });
  }, env.WORKER_RSS_CHECK_MS);
  timer.unref();
}

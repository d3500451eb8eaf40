import autocannon from "autocannon";

export interface LoadOptions {
  port: number;
  host: string;
  path: string;
  /** Paths to ask in turn instead of the one path (a query mix): each request the next, whichever connection sends it. */
  paths?: string[];
  seconds: number;
  /** Stop after this many requests instead of after the seconds (a warm-up that asks every path once). */
  amount?: number;
  connections: number;
  /** Requests per second over all connections; absent means as fast as the server answers. */
  rate?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Count the 2xx answers that came within this many ms (answeredInTime). */
  inTimeMs?: number;
  /** autocannon's per-request timeout in seconds (default 10): a client that gives up then. */
  timeoutSeconds?: number;
}

export interface LoadResult {
  path: string;
  rate: number | null;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** 2xx answers within options.inTimeMs, when asked for. */
  answeredInTime?: number;
}

/** What a browser asks pages with: they get the compressed page every visitor gets (the page cache keeps only that). */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The headers of a request for path: pages as a browser asks for them; API calls as they are given. */
export function headersFor(options: Pick<LoadOptions, "host" | "path" | "headers">): Record<string, string> {
  const page = !/^\/(api|auth)\//.test(options.path);
  return { host: options.host, ...(page ? BROWSER_HEADERS : {}), ...options.headers };
}

/** Each call's request with the next of paths (as paced-load.ts asks them). */
function nextOf(paths: string[]) {
  let next = 0;
  return (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] });
}

let running: { stop(): void } | undefined;
let stopped = false;

/** Stops a load run in progress and refuses new ones, so that Ctrl-C does not wait for them. */
export function stopRunningLoad() {
  stopped = true;
  running?.stop();
}

/** Registers the run in progress for stopRunningLoad; null when it ended. */
export function setRunningLoad(load: { stop(): void } | null) {
  if (stopped && load) throw new Error("load stopped");
  running = load ?? undefined;
}

/** autocannon; with a rate it sends each connection's share of a second back to back, then waits. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  // autocannon's own histogram has 1 ms resolution, too coarse for a 10 ms target, so keep every
  // response time (hrtime, fractional ms) and compute the percentiles here.
  const times: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    method: options.method ?? "GET",
    headers: headersFor(options),
    body: options.body,
    // One request setting the next path: given the mix as a list, autocannon walks it from the start on every
    // connection, so its connections ask the same pages at the same moment, which no visitors do.
    requests: options.paths ? [{ setupRequest: nextOf(options.paths) }] : undefined,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    overallRate: options.rate,
    timeout: options.timeoutSeconds ?? 10,
    // Its correction for a fixed rate adds made-up samples 1 ms apart below every response time.
    ignoreCoordinatedOmission: options.rate !== undefined,
  });
  setRunningLoad(instance);
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  setRunningLoad(null);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return summarise(options, result.duration, times, statusCodes, result.errors);
}

/** Percentiles over the 2xx response times only. */
export function summarise(
  options: LoadOptions,
  seconds: number,
  times: number[],
  statusCodes: Record<string, number>,
  errors: number,
): LoadResult {
  times.sort((a, b) => a - b);
  const completed = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.entries(statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith("2") ? 0 : count), 0);
  return {
    path: options.path,
    rate: options.rate ?? null,
    seconds,
    requests: completed,
    requestsPerSecond: round(completed / seconds),
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1) ?? Number.NaN),
    non2xx,
    errors,
    statusCodes,
    answeredInTime: options.inTimeMs === undefined ? undefined : countUpTo(times, options.inTimeMs),
  };
}

function countUpTo(sorted: number[], limit: number): number {
  let count = 0;
  while (count < sorted.length && sorted[count] <= limit) count++;
  return count;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

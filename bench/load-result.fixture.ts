import type { LoadResult } from "./load";

/** A load run's result for the target checks' tests: rps and p95/p99 as given, every answer a 2xx unless told. */
export function loadResult(requestsPerSecond: number, ms: number, failures = 0): LoadResult {
  return {
    path: "/",
    rate: null,
    seconds: 10,
    requests: requestsPerSecond * 10,
    requestsPerSecond,
    p50Ms: ms / 2,
    p95Ms: ms,
    p99Ms: ms,
    maxMs: ms,
    non2xx: failures,
    errors: 0,
    statusCodes: { 200: requestsPerSecond * 10 - failures },
  };
}

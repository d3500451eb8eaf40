/**
 * How long a request already waited before this process read it, from the X-Request-Start a proxy (nginx, Heroku's
 * router, a load balancer) stamps on it when it arrives: `t=<time>` or a plain number, in seconds (nginx's $msec),
 * milliseconds, microseconds or nanoseconds since the epoch, told apart by size. Anything else, a time in the future
 * (clocks a little apart) or one beyond PLAUSIBLE_WAIT_MS (a wrong clock, not a queue) counts as no wait.
 */
const PLAUSIBLE_WAIT_MS = 60_000;

export function waitedBeforeArrivalMs(header: string | undefined, nowMs = Date.now()): number {
  if (!header) return 0;
  const match = /^\s*(?:t=)?(\d+(?:\.\d+)?)\s*$/.exec(header);
  if (!match) return 0;
  const waited = nowMs - epochMs(Number(match[1]));
  return waited > 0 && waited <= PLAUSIBLE_WAIT_MS ? waited : 0;
}

// 1e11 ms is 1973, 1e11 s is the year 5138: each unit's present-day values lie far apart from the others'.
function epochMs(value: number): number {
  if (value < 1e11) return value * 1000;
  if (value < 1e14) return value;
  if (value < 1e17) return value / 1000;
  return value / 1e6;
}

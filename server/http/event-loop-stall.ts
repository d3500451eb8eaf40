// Node reads a request and runs its work (a render, PGlite's queries) in one go, between turns of the event loop: under
// overload the backlog waits unread in the sockets, where no count of requests in progress sees it. A loop that has not
// turned for long while many requests were read meanwhile is that backlog; one slow task with a request or two is not.
const TICK_MS = 10;
let turned = 0;
let readSinceTurn = 0;
let ticker: ReturnType<typeof setInterval> | undefined;

/** Starts noting the event loop's turns (once per process). */
export function watchEventLoop() {
  if (ticker) return;
  turned = performance.now();
  ticker = setInterval(() => {
    turned = performance.now();
    readSinceTurn = 0;
  }, TICK_MS).unref();
}

/** Notes a request read now: how long the loop has not turned beyond its tick, and how many requests were read since. */
export function noteRequestRead(): { stalledMs: number; readSinceTurn: number } {
  readSinceTurn++;
  return { stalledMs: Math.max(0, performance.now() - turned - TICK_MS), readSinceTurn };
}

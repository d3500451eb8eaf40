// Node reads a request and runs its work (a render, PGlite's queries) in one go, between turns of the event loop: under
// overload the backlog waits unread in the sockets, where no count of requests in progress sees it. How long the loop
// has not turned is what a request read now has waited at least.
const TICK_MS = 10;
let turned = 0;
let ticker: ReturnType<typeof setInterval> | undefined;

/** Starts noting the event loop's turns (once per process). */
export function watchEventLoop() {
  if (ticker) return;
  turned = performance.now();
  ticker = setInterval(() => {
    turned = performance.now();
  }, TICK_MS).unref();
}

/** Milliseconds since the event loop last turned beyond its tick; 0 when it keeps up. */
export function eventLoopStalledMs(): number {
  return Math.max(0, performance.now() - turned - TICK_MS);
}

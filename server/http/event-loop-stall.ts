// Node reads a request and runs its work (a render, PGlite's queries) in one go, between turns of the event loop: under
// overload the backlog waits unread in the sockets, where no count of requests in progress sees it. A loop that has not
// turned for long while many requests were read meanwhile is that backlog; one slow task with a request or two is not.
const TICK_MS = 10;
/** The tick of a process that read no request for IDLE_AFTER_MS: an idle server mostly rests, yet still sees a stall. */
export const RESTING_TICK_MS = 100;
export const IDLE_AFTER_MS = 1000;
let ticker: ReturnType<typeof setInterval> | undefined;
let tickMs = RESTING_TICK_MS;
let turned = 0;
/** The tick in force when the loop last turned: a later turn is late only past it. */
let turnedEvery = RESTING_TICK_MS;
let readSinceTurn = 0;
let lastRead = -Infinity;

function tickEvery(ms: number) {
  clearInterval(ticker);
  tickMs = ms;
  ticker = setInterval(tick, ms).unref();
}

function tick() {
  turned = performance.now();
  turnedEvery = tickMs;
  readSinceTurn = 0;
  if (tickMs === TICK_MS && turned - lastRead >= IDLE_AFTER_MS) tickEvery(RESTING_TICK_MS);
}

/** Starts noting the event loop's turns (once per process). */
export function watchEventLoop() {
  if (ticker) return;
  turned = performance.now();
  tickEvery(RESTING_TICK_MS);
}

/** Notes a request read now: how long the loop has not turned beyond its tick, and how many requests were read since. */
export function noteRequestRead(): { stalledMs: number; readSinceTurn: number } {
  lastRead = performance.now();
  if (ticker && tickMs !== TICK_MS) tickEvery(TICK_MS);
  readSinceTurn++;
  return { stalledMs: Math.max(0, lastRead - turned - turnedEvery), readSinceTurn };
}

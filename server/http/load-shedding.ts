import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Env, readEnv } from "../config/env";
import { noteRequestRead, watchEventLoop } from "./event-loop-stall";
import { isInProcess } from "./in-process";
import { sendDocument } from "./jsonapi/errors";
import { isApiPath } from "./locale";
import { waitedBeforeArrivalMs } from "./queue-time";
import type { AppEnv, LoadLimits } from "./types";

/** The settings' limits; without settings, their defaults. */
export function loadLimitsFrom(
  env: Pick<
    Env,
    "MAX_CONCURRENT_REQUESTS" | "MAX_QUEUED_REQUESTS" | "MAX_QUEUE_WAIT_MS" | "MAX_EVENT_LOOP_DELAY_MS" | "REQUEST_TIMEOUT_MS"
  > = readEnv({}),
): LoadLimits {
  return {
    maxConcurrent: env.MAX_CONCURRENT_REQUESTS,
    maxQueued: env.MAX_QUEUED_REQUESTS,
    maxQueueWaitMs: env.MAX_QUEUE_WAIT_MS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    timeoutMs: env.REQUEST_TIMEOUT_MS,
  };
}

/** Without limits (tests, tools): nothing is shed, a request still times out. */
const UNLIMITED = { maxConcurrent: Infinity, maxQueued: Infinity, maxQueueWaitMs: Infinity, maxEventLoopDelayMs: Infinity };

/** Each request's signal keeps its controller (and nothing else does once the middleware has returned). */
const controllerOf = new WeakMap<AbortSignal, AbortController>();

/**
 * Aborts the request's controller when its client goes. undici's Request keeps the client's signal alive until the
 * request itself is collected (a FinalizationRegistry), so the listener reaches the controller only through a WeakRef,
 * from a scope of its own (a closure keeps its whole scope): held strongly, it kept every request alive (about 18 KB
 * each under load). The request's own signal keeps its controller for as long as the page streams.
 */
function followAbort(client: AbortSignal, controller: AbortController) {
  controllerOf.set(controller.signal, controller);
  if (client.aborted) return controller.abort(client.reason);
  const held = new WeakRef(controller);
  client.addEventListener("abort", () => held.deref()?.abort(client.reason), { once: true });
}

/** A request waiting for a place: when it began to, and how it leaves the queue (with a place or without). */
interface Waiter {
  since: number;
  give: (admitted: boolean) => void;
}

/**
 * How long a request may wait for a place under sustained overload: a 503 then comes in time for the client to try
 * elsewhere or again (issue 42: a 503 within 100 ms), instead of after MAX_QUEUE_WAIT_MS.
 */
export const OVERLOAD_WAIT_MS = 50;

/**
 * How many requests wait under sustained overload: newest first, one deeper would be served only once every newer one
 * is, so it gets its 503 as the next one comes rather than after OVERLOAD_WAIT_MS.
 */
export const OVERLOAD_WAITERS = 2;

/** What a shed or timed-out request tells the client: come back in a moment. */
export const RETRY_AFTER_SECONDS = 2;

type Outcome = "overloaded" | "timedOut";

/**
 * Load shedding (issue 10, item 9): at most maxConcurrent requests in progress and maxQueued waiting (each at most
 * maxQueueWaitMs, counting what it waited behind a proxy: X-Request-Start, queue-time.ts; under a queue that has not
 * emptied for that long, newest first, at most OVERLOAD_WAITERS and OVERLOAD_WAIT_MS, until nobody waited for that
 * long again); beyond those, or read while
 * the event loop has not turned for maxEventLoopDelayMs and more than maxConcurrent requests were read meanwhile (a
 * backlog), a request is answered 503 with Retry-After before any work. Every request gets c.get("signal"), which aborts when its client goes
 * away or after timeoutMs; the page render and its API calls stop on it, and a timed-out client gets a 503 at once.
 */
export function loadShedding(limits: LoadLimits = { ...UNLIMITED, timeoutMs: loadLimitsFrom().timeoutMs }) {
  if (Number.isFinite(limits.maxEventLoopDelayMs)) watchEventLoop();
  let inProgress = 0;
  // Oldest first; under a standing queue the newest is served first (see release).
  const queue: Waiter[] = [];
  /** When the queue last went from empty to waiting. */
  let waitingSince = 0;
  /** Sustained overload lasts until no request has had to wait for as long as one may wait at all. */
  let overloadedUntil = 0;
  /**
   * The queue has not emptied for longer than a request may wait at all: not a burst but sustained overload. It then
   * holds even when the newest few are served and the queue is empty for a moment.
   */
  const standing = (now: number) => now < overloadedUntil || (queue.length > 0 && now - waitingSince > limits.maxQueueWaitMs);

  const release = () => {
    // Normally the longest waiting request gets a freed place. Under sustained overload the newest does: it still has
    // its visitor's patience, where the oldest would be served late (adaptive LIFO).
    const next = standing(performance.now()) ? queue.pop() : queue.shift();
    if (next) next.give(true);
    else inProgress--;
  };

  /** Resolves true once the request holds a place; false after its wait or when its signal aborted. */
  const admission = (signal: AbortSignal, waitMs: number): Promise<boolean> =>
    new Promise((resolve) => {
      const now = performance.now();
      if (queue.length === 0) waitingSince = now;
      let wait = waitMs;
      if (standing(now)) {
        overloadedUntil = now + limits.maxQueueWaitMs;
        // Sustained overload: who waited past OVERLOAD_WAIT_MS, or would be below the newest OVERLOAD_WAITERS, gets a
        // 503 now, as will the newcomer after that long.
        while (queue.length > 0 && (now - queue[0].since > OVERLOAD_WAIT_MS || queue.length >= OVERLOAD_WAITERS))
          queue[0].give(false);
        wait = Math.min(wait, OVERLOAD_WAIT_MS);
      }
      const waiter: Waiter = {
        since: now,
        give: (admitted) => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          clearTimeout(timer);
          signal.removeEventListener("abort", leave);
          resolve(admitted);
        },
      };
      const leave = () => waiter.give(false);
      // Waiting longer would leave too little of a visitor's patience for the work itself.
      const timer = setTimeout(leave, wait);
      queue.push(waiter);
      signal.addEventListener("abort", leave, { once: true });
    });

  return createMiddleware<AppEnv>(async (c, next) => {
    // A page's in-process API calls share the page's place and signal: counting them again could deadlock.
    if (isInProcess(c)) {
      c.set("signal", c.req.raw.signal);
      return next();
    }
    const loop = noteRequestRead();
    if (loop.stalledMs > limits.maxEventLoopDelayMs && loop.readSinceTurn > limits.maxConcurrent) {
      return unavailable(c, "overloaded");
    }
    if (inProgress >= limits.maxConcurrent && queue.length >= limits.maxQueued) return unavailable(c, "overloaded");
    // The wait behind a proxy is part of the queue: a request that already waited its share is answered at once.
    const waited = waitedBeforeArrivalMs(c.req.header("x-request-start"));
    if (waited > limits.maxQueueWaitMs) return unavailable(c, "overloaded");
    const arrived = performance.now() - waited;

    const controller = new AbortController();
    const client = c.req.raw.signal;
    followAbort(client, controller);
    let stop = () => {};
    const timer = setTimeout(() => controller.abort(new DOMException("request timed out", "TimeoutError")), limits.timeoutMs);
    const signal = controller.signal;
    c.set("signal", signal);

    try {
      if (inProgress < limits.maxConcurrent) inProgress++;
      else if (signal.aborted || !(await admission(signal, limits.maxQueueWaitMs - waited))) return unavailable(c, "overloaded");
      let held = true;
      const free = () => {
        if (held) release();
        held = false;
      };
      // A stalled event loop also holds back the queue's timers: a place that comes too late is passed on.
      if (performance.now() - arrived > limits.maxQueueWaitMs) {
        free();
        return unavailable(c, "overloaded");
      }
      const work = next().finally(free);
      const stopped = new Promise<void>((resolve) => {
        stop = resolve;
        signal.addEventListener("abort", stop, { once: true });
      });
      await Promise.race([work, stopped]);
      if (!signal.aborted) return;
      // The work winds down in the background; a handler that ignores the abort frees its place after another timeout.
      work.catch(() => undefined);
      setTimeout(free, limits.timeoutMs).unref();
      return unavailable(c, "timedOut");
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
    }
  });
}

/** 503 with Retry-After: JSON:API for the API, a plain translated page otherwise; never reported as an error. */
function unavailable(c: Context<AppEnv>, outcome: Outcome) {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  const detail = c.get("t")(outcome === "overloaded" ? "api-errors:detail.overloaded" : "api-errors:detail.timedOut");
  if (isApiPath(c.req.path)) {
    const title = c.get("t")("api-errors:api.service_unavailable");
    return sendDocument(c, { errors: [{ status: "503", code: "service_unavailable", title, detail }] }, 503);
  }
  return c.html(`<!doctype html><title>503</title><h1>503</h1><p>${detail}</p>`, 503);
}

import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { IDLE_AFTER_MS, RESTING_TICK_MS } from "./event-loop-stall";

let now = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Each test its own copy of the module, whose state is the process's.
const fresh = async () => {
  vi.resetModules();
  return import("./event-loop-stall");
};

// The clock moves while the loop is held (no timer runs), or moves and lets the timers run.
const hold = (ms: number) => {
  now += ms;
};
const turn = (ms: number) => {
  for (let i = 0; i < ms; i++) {
    now += 1;
    vi.advanceTimersByTime(1);
  }
};

it("sees a loop held up with requests read meanwhile, and nothing once it turns again", async () => {
  const { noteRequestRead, watchEventLoop } = await fresh();
  watchEventLoop();
  turn(RESTING_TICK_MS);
  expect(noteRequestRead()).toEqual({ stalledMs: 0, readSinceTurn: 1 });
  turn(10);
  hold(500);
  expect(noteRequestRead()).toEqual({ stalledMs: 490, readSinceTurn: 1 });
  expect(noteRequestRead()).toEqual({ stalledMs: 490, readSinceTurn: 2 });
  turn(10);
  hold(5);
  expect(noteRequestRead()).toEqual({ stalledMs: 0, readSinceTurn: 1 });
});

it("ticks every RESTING_TICK_MS once no request came for IDLE_AFTER_MS, and still sees a stall that begins then", async () => {
  const { noteRequestRead, watchEventLoop } = await fresh();
  const intervals = vi.spyOn(globalThis, "setInterval");
  const tickMs = () => intervals.mock.calls.at(-1)?.[1];
  watchEventLoop();
  expect(tickMs()).toBe(RESTING_TICK_MS);
  noteRequestRead();
  expect(tickMs()).toBe(10);
  turn(IDLE_AFTER_MS + RESTING_TICK_MS);
  expect(tickMs()).toBe(RESTING_TICK_MS);
  hold(400);
  expect(noteRequestRead().stalledMs).toBeGreaterThanOrEqual(400 - RESTING_TICK_MS);
  expect(tickMs()).toBe(10);
});

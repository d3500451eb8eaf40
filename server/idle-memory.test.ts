import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_SECONDS, reduceMemoryWhenIdle } from "./idle-memory";

const MiB = 1024 * 1024;

/** A process whose loop is busy or quiet as the test says, and whose RSS a collection brings down to 200 MiB. */
function idleProcess() {
  const state = { busy: 0, rssBytes: 300 * MiB, collections: 0 };
  const stop = reduceMemoryWhenIdle(() => {}, {
    collect: () => {
      state.collections++;
      state.rssBytes = 200 * MiB;
    },
    rss: () => state.rssBytes,
    utilization: () => state.busy,
  });
  return { state, stop };
}

describe("reduceMemoryWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once the loop has been quiet for IDLE_SECONDS, and not again while nothing grows", () => {
    const { state, stop } = idleProcess();
    state.busy = 0.9;
    vi.advanceTimersByTime(30_000);
    expect(state.collections).toBe(0);
    state.busy = 0.001;
    vi.advanceTimersByTime((IDLE_SECONDS - 1) * 1000);
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(1);
    stop?.();
  });

  it("waits until a busy second has left the last IDLE_SECONDS, but not for a health probe's or a poll's", () => {
    const { state, stop } = idleProcess();
    vi.advanceTimersByTime((IDLE_SECONDS - 1) * 1000);
    state.busy = 0.5;
    vi.advanceTimersByTime(1000);
    state.busy = 0.02;
    vi.advanceTimersByTime((IDLE_SECONDS - 1) * 1000);
    expect(state.collections).toBe(0);
    state.busy = 0.1;
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    stop?.();
  });

  it("collects again after the next load only once RSS has grown 16 MiB past what the last collection left", () => {
    const { state, stop } = idleProcess();
    vi.advanceTimersByTime(IDLE_SECONDS * 1000);
    expect(state.collections).toBe(1);
    state.busy = 0.3;
    state.rssBytes = 210 * MiB;
    vi.advanceTimersByTime(10_000);
    state.busy = 0;
    vi.advanceTimersByTime(IDLE_SECONDS * 1000 * 2);
    expect(state.collections).toBe(1);
    state.busy = 0.3;
    state.rssBytes = 330 * MiB;
    vi.advanceTimersByTime(10_000);
    state.busy = 0;
    vi.advanceTimersByTime(IDLE_SECONDS * 1000);
    expect(state.collections).toBe(2);
    expect(state.rssBytes).toBe(200 * MiB);
    stop?.();
  });

  it("does nothing in a process started without --expose-gc", () => {
    const rss = vi.fn(() => 500 * MiB);
    expect(reduceMemoryWhenIdle(() => {}, { collect: undefined, rss, utilization: () => 0 })).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(rss).not.toHaveBeenCalled();
  });
});

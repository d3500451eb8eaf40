import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToast,
  clearToasts,
  getToasts,
  onToastTick,
  pauseToast,
  removeToast,
  resumeToast,
  TOAST_DEFAULT_DURATION,
} from "./toast-store";

describe("toast lifecycle (spec sections 3, 4, 9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it("starts at progress 0 with the spec's defaults and is removed at progress 1", () => {
    const id = addToast({ title: "Opgeslagen" });
    const toast = getToasts().find((t) => t.id === id);
    expect(toast).toMatchObject({
      progress: 0,
      color: "primary",
      closable: true,
      duration: TOAST_DEFAULT_DURATION,
      position: "bottom-right",
    });
    vi.advanceTimersByTime(2500);
    expect(getToasts().find((t) => t.id === id)?.progress).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(2600);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });

  it("updates progress every 16 ms", () => {
    const id = addToast({ duration: 1600 });
    vi.advanceTimersByTime(16);
    expect(getToasts().find((t) => t.id === id)?.progress).toBeCloseTo(0.01, 3);
  });

  it("pauses on hover and resumes with the remaining time", () => {
    const id = addToast({ duration: 1000 });
    vi.advanceTimersByTime(400);
    pauseToast(id);
    const paused = getToasts().find((t) => t.id === id);
    expect(paused?.paused).toBe(true);
    const pausedAt = paused?.progress;
    expect(pausedAt).toBeCloseTo(0.4, 1);
    vi.advanceTimersByTime(5000);
    expect(getToasts().find((t) => t.id === id)?.progress).toBe(pausedAt);
    resumeToast(id);
    vi.advanceTimersByTime(550);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });

  it("ticks without telling React: the list stays the same array while only its progress moves", () => {
    const id = addToast({ duration: 1000 });
    const list = getToasts();
    let ticks = 0;
    const stop = onToastTick(() => {
      ticks += 1;
    });
    vi.advanceTimersByTime(160);
    stop();
    expect(getToasts()).toBe(list);
    expect(ticks).toBe(10);
    expect(getToasts().find((t) => t.id === id)?.progress).toBeCloseTo(0.16, 2);
  });

  it("never expires with a duration of 0 or less; can be removed and cleared", () => {
    const a = addToast({ duration: 0 });
    const b = addToast({ duration: -1 });
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.id)).toEqual([a, b]);
    removeToast(a);
    expect(getToasts().map((t) => t.id)).toEqual([b]);
    clearToasts();
    expect(getToasts()).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { cachedSearch, forgetSearchResults } from "./vacancy-search.cache";

// The cache only uses the database object as a key.
const database = () => ({}) as Database;

describe("the search result cache", () => {
  it("answers a repeated search from memory for 30 seconds, then refreshes it behind the stale answer", async () => {
    const db = database();
    let version = 0;
    const run = vi.fn(async () => `result ${++version}`);
    expect(await cachedSearch(db, "demo|a", run, 30_000, 0)).toBe("result 1");
    expect(await cachedSearch(db, "demo|a", run, 30_000, 29_999)).toBe("result 1");
    expect(run).toHaveBeenCalledTimes(1);
    // Stale: answered at once with the old result, while one refresh runs.
    const stale = [cachedSearch(db, "demo|a", run, 30_000, 30_000), cachedSearch(db, "demo|a", run, 30_000, 30_001)];
    expect(await Promise.all(stale)).toEqual(["result 1", "result 1"]);
    expect(run).toHaveBeenCalledTimes(2);
    expect(await cachedSearch(db, "demo|a", run, 30_000, 30_002)).toBe("result 2");
    await cachedSearch(db, "demo|b", run, 30_000, 30_000);
    await cachedSearch(database(), "demo|a", run, 30_000, 30_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("asks again, and waits, when a result is more than ten minutes old", async () => {
    const db = database();
    let version = 0;
    const run = vi.fn(async () => `result ${++version}`);
    await cachedSearch(db, "demo|a", run, 30_000, 0);
    await Promise.resolve();
    expect(await cachedSearch(db, "demo|a", run, 30_000, 600_000)).toBe("result 2");
  });

  it("keeps a refresh that a write overtook out of the cache", async () => {
    const db = database();
    let release = (_: string) => {};
    const run = vi.fn(async () => "before");
    await cachedSearch(db, "demo|a", run, 30_000, 0);
    await Promise.resolve();
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await cachedSearch(db, "demo|a", slow, 30_000, 30_000)).toBe("before");
    forgetSearchResults(db, "demo");
    const after = vi.fn(async () => "after the write");
    expect(await cachedSearch(db, "demo|a", after, 30_000, 30_001)).toBe("after the write");
    release("refreshed before the write");
    await Promise.resolve();
    expect(await cachedSearch(db, "demo|a", after, 30_000, 30_002)).toBe("after the write");
  });

  it("lets concurrent misses share one query and never keeps a failure", async () => {
    const db = database();
    let release = (_: string) => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cachedSearch(db, "demo|a", run, 30_000, 0), cachedSearch(db, "demo|a", run, 30_000, 1)]);
    release("once");
    expect(await both).toEqual(["once", "once"]);
    expect(run).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedSearch(db, "demo|c", failing, 30_000, 0)).rejects.toThrow("database down");
    await expect(cachedSearch(db, "demo|c", failing, 30_000, 1)).rejects.toThrow("database down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("forgets one tenant's results, or all", async () => {
    const db = database();
    const run = vi.fn(async () => 1);
    await cachedSearch(db, "demo|a", run, 30_000, 0);
    await cachedSearch(db, "roermond|a", run, 30_000, 0);
    forgetSearchResults(db, "demo");
    await cachedSearch(db, "demo|a", run, 30_000, 1);
    await cachedSearch(db, "roermond|a", run, 30_000, 1);
    expect(run).toHaveBeenCalledTimes(3);
    forgetSearchResults(db);
    await cachedSearch(db, "roermond|a", run, 30_000, 2);
    expect(run).toHaveBeenCalledTimes(4);
  });
});

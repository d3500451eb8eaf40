import { describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { cachedSearch, forgetSearchResults } from "./vacancy-search.cache";

// The cache only uses the database object as a key.
const database = () => ({}) as Database;

describe("the search result cache", () => {
  it("answers a repeated search from memory for 30 seconds, then asks again", async () => {
    const db = database();
    const run = vi.fn(async () => "result");
    expect(await cachedSearch(db, "demo|a", run, 0)).toBe("result");
    expect(await cachedSearch(db, "demo|a", run, 29_999)).toBe("result");
    expect(run).toHaveBeenCalledTimes(1);
    await cachedSearch(db, "demo|a", run, 30_000);
    expect(run).toHaveBeenCalledTimes(2);
    await cachedSearch(db, "demo|b", run, 30_000);
    await cachedSearch(database(), "demo|a", run, 30_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("lets concurrent misses share one query and never keeps a failure", async () => {
    const db = database();
    let release = (_: string) => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cachedSearch(db, "demo|a", run, 0), cachedSearch(db, "demo|a", run, 1)]);
    release("once");
    expect(await both).toEqual(["once", "once"]);
    expect(run).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedSearch(db, "demo|c", failing, 0)).rejects.toThrow("database down");
    await expect(cachedSearch(db, "demo|c", failing, 1)).rejects.toThrow("database down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("forgets one tenant's results, or all", async () => {
    const db = database();
    const run = vi.fn(async () => 1);
    await cachedSearch(db, "demo|a", run, 0);
    await cachedSearch(db, "roermond|a", run, 0);
    forgetSearchResults(db, "demo");
    await cachedSearch(db, "demo|a", run, 1);
    await cachedSearch(db, "roermond|a", run, 1);
    expect(run).toHaveBeenCalledTimes(3);
    forgetSearchResults(db);
    await cachedSearch(db, "roermond|a", run, 2);
    expect(run).toHaveBeenCalledTimes(4);
  });
});

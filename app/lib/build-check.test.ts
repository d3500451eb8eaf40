import { describe, expect, it, vi } from "vitest";
import { claimReload, isChunkLoadError, isNewBuild, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnce } from "./build-check";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the reload guard (spec section 7: 10 s)", () => {
  it("allows the first reload and remembers when", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe("1000000");
  });

  it("refuses a second reload within 10 s, so a broken build cannot loop", () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000_000);
    expect(claimReload(storage, 1_000_001)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it("allows one again once 10 s have passed", () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000_000);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it("is not fooled by a stamp in the future (a clock set back) or by rubbish", () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, "9999999999999");
    expect(claimReload(storage, 1_000_000)).toBe(true);
    storage.setItem(RELOAD_GUARD_KEY, "not a number");
    expect(claimReload(storage, 2_000_000)).toBe(true);
  });

  it("never reloads when sessionStorage cannot be used", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken)).toBe(false);
  });

  it("reloadOnce reloads once, then not again within the guard's lifetime", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload)).toBe(true);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("chunk-load errors", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://x/assets/route-abc.js",
    "error loading dynamically imported module",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/app-1.css",
  ])("recognises %j", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: "dynamically imported module" })).toBe(false);
  });
});

describe("the new-build check", () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    vi.fn(async () => new Response(status === 204 ? null : "{}", { status, headers })) as unknown as typeof fetch;

  it("asks React Router's manifest endpoint with this page's version, past every cache", async () => {
    const fetcher = answer(200);
    expect(await isNewBuild("abc 1", fetcher)).toBe(false);
    expect(fetcher).toHaveBeenCalledWith("/__manifest?version=abc%201&paths=", { cache: "no-store" });
  });

  it("sees a new build in the 204 with X-Remix-Reload-Document", async () => {
    expect(await isNewBuild("abc", answer(204, { "X-Remix-Reload-Document": "true" }))).toBe(true);
  });

  it("sees none in anything else, nor when offline or without a version", async () => {
    expect(await isNewBuild("abc", answer(204))).toBe(false);
    expect(await isNewBuild("abc", answer(500))).toBe(false);
    expect(await isNewBuild("abc", vi.fn(async () => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch)).toBe(
      false,
    );
    expect(await isNewBuild(undefined, answer(204, { "X-Remix-Reload-Document": "true" }))).toBe(false);
  });
});

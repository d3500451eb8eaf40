import { describe, expect, it } from "vitest";
import type { FirstVisit } from "./first-visit";
import { loadResult } from "./load-result.fixture";
import { checkContentPageTargets, checkServerTargets, checkTargets, type DatabaseRun } from "./report";

const memory = (peakRssMiB: number) => ({ peakRssMiB, vmHwmMiB: peakRssMiB, processes: 1 });

const byTarget = (runs: DatabaseRun[]) => Object.fromEntries(checkServerTargets(runs).map((c) => [c.target, c] as const));

describe("baseline targets of issue 13", () => {
  const postgres: DatabaseRun = {
    database: "postgres",
    vacancyPageAtMaxThroughput: loadResult(650, 40),
    memory: memory(380),
    postgresMemory: { peakPssMiB: 90, peakRssSumMiB: 300, processes: 12 },
  };
  const pglite: DatabaseRun = { database: "pglite", memory: memory(440), startup: { firstStartMs: 5000, secondStartMs: 1800 } };

  it("passes a vacancy page at 600 req/s, 400 MiB on PostgreSQL, 450 MiB on PGlite and a start under 3 s", () => {
    const checks = byTarget([postgres, pglite]);
    expect(checks["anonymous vacancy page >= 600 req/s (PostgreSQL)"].pass).toBe(true);
    expect(checks["largest server process <= 400 MiB RSS under load (PostgreSQL)"]).toMatchObject({
      pass: true,
      measured: "peak 380 MiB; PostgreSQL PSS 90 MiB (RSS summed 300 MiB) over 12 processes at peak",
    });
    expect(checks["largest server process <= 450 MiB RSS under load (PGlite)"].pass).toBe(true);
    expect(checks["cold start < 3 s (PGlite, existing database)"]).toMatchObject({
      pass: true,
      measured: expect.stringContaining("1800 ms"),
    });
  });

  it("fails each figure past its limit, and a vacancy page fast but with errors", () => {
    const checks = byTarget([
      { ...postgres, vacancyPageAtMaxThroughput: loadResult(900, 10, 3), memory: memory(401) },
      { ...pglite, memory: memory(451), startup: { firstStartMs: 5000, secondStartMs: 3000 } },
    ]);
    expect(Object.values(checks).map((c) => c.pass)).toEqual([false, false, false, false]);
  });

  it("reports what was not measured as such, not as a pass", () => {
    const checks = checkServerTargets([{ database: "postgres" }]);
    expect(checks.map((c) => c.pass)).toEqual([null, null, null, null]);
    expect(checks.every((c) => c.measured === "not measured")).toBe(true);
  });

  it("asks the home page for 1,000 req/s", () => {
    const home = (rps: number) =>
      checkTargets([{ database: "postgres", homeAtMaxThroughput: loadResult(rps, 20) }]).find((c) => c.target.startsWith("home"));
    expect(home(999)?.pass).toBe(false);
    expect(home(1000)).toMatchObject({ target: "home page >= 1000 req/s (PostgreSQL)", pass: true });
  });
});

describe("first visits of issue 42, item 3", () => {
  const visit = (change: Partial<FirstVisit> = {}): FirstVisit => ({
    path: "/nl",
    status: 200,
    cacheControl: "public, max-age=0, s-maxage=10",
    setsCookie: false,
    etag: 'W/"abc"',
    revalidatedStatus: 304,
    ...change,
  });
  const check = (visits?: FirstVisit[]) =>
    checkTargets([{ database: "postgres", firstVisits: visits }]).find((c) => c.target.startsWith("first visits"));

  it("passes when every page may be kept by a CDN and revalidates", () => {
    expect(check([visit(), visit({ path: "/nl/vacancies/search" })])).toMatchObject({
      pass: true,
      measured: expect.stringContaining("2 of 2 pages"),
    });
  });

  it("names each page a CDN may not keep, and why", () => {
    const checked = check([
      visit(),
      visit({ path: "/nl/over-ons", cacheControl: "private, no-store", setsCookie: true, etag: "", revalidatedStatus: 0 }),
    ]);
    expect(checked?.pass).toBe(false);
    expect(checked?.measured).toBe('/nl/over-ons: 200, "private, no-store", sets a cookie, no ETag, revalidated 0');
  });

  it("reports a run without them as not measured", () => {
    expect(check()).toMatchObject({ pass: null, measured: "not measured" });
  });
});

describe("content page targets of issue 15", () => {
  const run = (content: number, homeMs: number, pageMs: number): DatabaseRun => ({
    database: "postgres",
    contentPageAtMaxThroughput: loadResult(content, 30),
    uncached: { home: { ...loadResult(80, 20), p50Ms: homeMs }, contentPage: { ...loadResult(70, 20), p50Ms: pageMs } },
  });

  it("asks 600 req/s of a cached content page, and at most 5 ms more than the home page without the cache", () => {
    expect(checkContentPageTargets([run(600, 10, 15)]).map((c) => c.pass)).toEqual([true, true]);
    expect(checkContentPageTargets([run(599, 10, 15.1)]).map((c) => c.pass)).toEqual([false, false]);
    expect(checkContentPageTargets([{ database: "postgres" }]).map((c) => c.measured)).toEqual(["not measured", "not measured"]);
  });
});

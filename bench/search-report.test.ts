import { describe, expect, it } from "vitest";
import { loadResult } from "./load-result.fixture";
import { checkLoadTargets, checkSearchTargets, formatSearch } from "./search-report";
import type { SearchLoads, SearchRun } from "./search-run";

const data = { vacancies: 100_000, organizations: 5000, applications: 50_000, seconds: 1, steps: {} };
const loads = (api: number, page: number, uncachedPage: number): SearchLoads => ({
  data,
  api: loadResult(200, api),
  page: loadResult(page, 30),
  uncached: { page: loadResult(uncachedPage, 100), api: loadResult(300, 60) },
});

const snapshot = {
  pid: 4242,
  rssMiB: 280,
  heapUsedMiB: 150,
  heapTotalMiB: 170,
  externalMiB: 70,
  arrayBuffersMiB: 65,
  heapSpacesMiB: { old_space: 100, new_space: 32, code_space: 0.5 },
  partsMiB: { "bank indexes": 60 },
};
// Under the target at rest, over it under load, back within a tenth after.
const workerMemory = {
  justAfterMiB: 330,
  restMiB: 280,
  peakMiB: 360,
  afterMiB: 300,
  primaryMiB: 110,
  breakdown: {
    rest: [snapshot],
    peak: [{ ...snapshot, rssMiB: 360, heapTotalMiB: 230, heapSpacesMiB: { old_space: 130, new_space: 64 } }],
    after: [],
  },
};

describe("search targets", () => {
  it("asks the page for 1,000 req/s with its cache and 150 without, on both layouts", () => {
    const oneTenant = loads(60, 900, 140);
    oneTenant.uncached = { ...oneTenant.uncached, vacancyPages: loadResult(850, 20) };
    oneTenant.workerMemory = workerMemory;
    const run: SearchRun = { ...loads(40, 1200, 160), oneTenant: { tenant: "oldebroek", ...oneTenant } };
    const checks = checkSearchTargets(run).map((c) => [c.target, c.pass]);
    expect(checks).toEqual([
      ["search API p95 < 50 ms at 200 req/s at 100000 vacancies", true],
      ["search page >= 1000 req/s at 100000 vacancies", true],
      ["search page without page cache >= 150 req/s at 100000 vacancies", true],
      ["search API p95 < 50 ms at 200 req/s at 100000 vacancies in one tenant", false],
      ["search page >= 1000 req/s at 100000 vacancies in one tenant", false],
      ["search page without page cache >= 150 req/s at 100000 vacancies in one tenant", false],
      ["vacancy pages without page cache >= 800 req/s at 100000 vacancies in one tenant, 2 processes", true],
      [
        "server process RSS < 300 MiB at rest, < 350 MiB under load (PostgreSQL at 100000 vacancies in one tenant, 2 processes)",
        false,
      ],
      [
        "server RSS back within 10% of its resting size 60 s after the load (PostgreSQL at 100000 vacancies in one tenant, 2 processes)",
        true,
      ],
    ]);
  });

  it("asks each of issue 42's search pages for 400 req/s without the page cache in two processes, and prints them", () => {
    const oneTenant = { tenant: "oldebroek" as const, ...loads(60, 900, 140) };
    oneTenant.uncached = {
      ...oneTenant.uncached,
      vacancyPages: loadResult(850, 20),
      searchPages: [
        { label: "bank first page", load: loadResult(410, 30) },
        { label: "text search", load: loadResult(390, 30) },
      ],
    };
    const checks = checkLoadTargets(oneTenant).map((c) => [c.target, c.pass]);
    expect(checks).toContainEqual([
      "bank first page without page cache >= 400 req/s at 100000 vacancies in one tenant, 2 processes",
      true,
    ]);
    expect(checks).toContainEqual([
      "text search without page cache >= 400 req/s at 100000 vacancies in one tenant, 2 processes",
      false,
    ]);
    expect(formatSearch({ oneTenant })).toMatch(/ {4}text search, no cache \(2 proc\.\) +390 /);
  });

  it("prints the vacancy pages' worker memory and where each worker's goes", () => {
    const oneTenant = { tenant: "oldebroek" as const, ...loads(60, 900, 140), workerMemory };
    oneTenant.uncached = { ...oneTenant.uncached, vacancyPages: loadResult(850, 20) };
    const text = formatSearch({ oneTenant });
    expect(text).toContain("largest worker RSS: 280 MiB at rest before the load, peak 360 MiB");
    expect(text).toContain("330 MiB 2 s after the warm-up, before it was quiet; the primary 110 MiB");
    expect(text).toMatch(/at rest 4242 +RSS 280: heap 150 used of 170 \(old 100, new 32\); .*bank indexes 60/);
    expect(text).toMatch(/at peak 4242 +RSS 360: heap 150 used of 230 \(old 130, new 64\); .*rest .* 60$/m);
  });

  it("prints the one-tenant loads under their own heading", () => {
    const text = formatSearch({ oneTenant: { tenant: "oldebroek", ...loads(60, 900, 140) } });
    expect(text).toContain("one tenant (oldebroek):");
    expect(text).toContain("100000 vacancies in oldebroek");
  });
});

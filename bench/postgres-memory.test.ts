import { describe, expect, it } from "vitest";
import { parseRollup } from "./postgres-memory";

describe("PostgreSQL memory", () => {
  it("reads Rss and Pss of /proc/<pid>/smaps_rollup", () => {
    const text =
      "55d1-7fff ---p 00000000 00:00 0    [rollup]\nRss:               29792 kB\nPss:               16824 kB\nPss_Anon: 1 kB\n";
    expect(parseRollup(text)).toEqual({ rssKiB: 29_792, pssKiB: 16_824 });
    expect(parseRollup("")).toBeNull();
  });
});

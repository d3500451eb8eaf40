import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KB, LIVE_SEARCH_SCRIPT_KB } from "../../../scripts/check-budgets.mjs";
import { liveSearchScript } from "./live-search-script";

describe("the live search script", () => {
  it("stays within what the page budget counts for it", () => {
    const bytes = gzipSync(liveSearchScript(), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(LIVE_SEARCH_SCRIPT_KB * KB);
  });

  it("is a self-contained expression: its source runs without the module it came from", () => {
    expect(() => new Function(liveSearchScript())).not.toThrow();
    expect(liveSearchScript()).toMatch(
      /\("vacancy-search","results-heading","[^"]*idiomorph[^"]*\.js",450,"visitor-page-changed"\)$/,
    );
  });
});

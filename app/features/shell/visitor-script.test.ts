import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KB, VISITOR_SCRIPT_KB } from "../../../scripts/check-budgets.mjs";
import { visitorScript } from "./visitor-script";

describe("the visitor script", () => {
  it("stays within what the page budget counts for it", () => {
    expect(gzipSync(visitorScript(), { level: 9 }).length).toBeLessThanOrEqual(VISITOR_SCRIPT_KB * KB);
  });

  it("is a self-contained expression: its source runs without the module it came from", () => {
    expect(() => new Function(visitorScript())).not.toThrow();
    expect(visitorScript()).toMatch(/\("color-mode","saved-vacancies",\/.+\/,"visitor-page-changed"\)$/);
  });
});

import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EMBED_RESIZE_SCRIPT_KB, KB } from "../../../scripts/check-budgets.mjs";
import { embedResizeScript } from "./embed-resize-script";

describe("the embedded bank's height report", () => {
  it("stays within its budget (scripts/check-budgets.mjs)", () => {
    expect(gzipSync(embedResizeScript(), { level: 9 }).length).toBeLessThanOrEqual(EMBED_RESIZE_SCRIPT_KB * KB);
  });

  it("is one expression that names nothing outside itself", () => {
    expect(() => new Function(embedResizeScript())).not.toThrow();
    expect(embedResizeScript()).toContain('"vacancy-bank-embed:height"');
  });
});

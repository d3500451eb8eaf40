import { describe, expect, it } from "vitest";
import { safeRedirect } from "./session.server";

describe("safeRedirect", () => {
  it("keeps paths on this site and refuses anything that leaves it", () => {
    expect(safeRedirect("/nl/profiel?tab=1", "/nl")).toBe("/nl/profiel?tab=1");
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(target, "/nl")).toBe("/nl");
    }
  });
});

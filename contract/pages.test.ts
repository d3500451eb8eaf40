import { describe, expect, it } from "vitest";
import { isContentPagePath } from "./pages";

describe("isContentPagePath", () => {
  it("is one slug-shaped segment under a locale that no screen owns", () => {
    expect(isContentPagePath("/nl/over-ons")).toBe(true);
    expect(isContentPagePath("/en/privacy")).toBe(true);
    for (const path of [
      "/nl",
      "/nl/vacancies",
      "/nl/workshops",
      "/nl/over-ons/team",
      "/nl/Over-Ons",
      "/de/over-ons",
      "/nl/a--b",
    ]) {
      expect(isContentPagePath(path), path).toBe(false);
    }
  });
});

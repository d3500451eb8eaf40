import { describe, expect, it } from "vitest";
import { isContentPagePath, SLUG, slugify } from "./pages";

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

describe("slugify", () => {
  it("makes an address SLUG accepts from a title, as the page editor fills it in", () => {
    expect(slugify("Over ons")).toBe("over-ons");
    expect(slugify("Café & Co: vrijwilligers in 2026!")).toBe("cafe-co-vrijwilligers-in-2026");
    expect(slugify("  --Één--  ")).toBe("een");
    expect(slugify("!!!")).toBe("");
    const long = slugify("woord ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    for (const title of ["Over ons", "Café & Co", "woord ".repeat(40), "a  -  b"]) expect(slugify(title)).toMatch(SLUG);
  });
});

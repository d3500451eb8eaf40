import { describe, expect, it } from "vitest";
import { completeShadeSet, SHADE_KEYS } from "./volunteer-center-profile";
import { themeConfigSchema } from "./volunteer-centers";

const fullSet = () => Object.fromEntries(SHADE_KEYS.map((key, i) => [key, `oklch(${(0.95 - i * 0.07).toFixed(2)} 0.1 250)`]));

describe("completeShadeSet (spec section 5)", () => {
  it("lists every key from 50 to 950", () => {
    expect(SHADE_KEYS).toEqual(["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]);
  });

  it("returns a set that has all eleven shades, trimmed", () => {
    const set = { ...fullSet(), "500": "  #3366ff  " };
    const result = completeShadeSet(set);
    expect(result).not.toBeNull();
    expect(Object.keys(result ?? {})).toEqual([...SHADE_KEYS]);
    expect(result?.["500"]).toBe("#3366ff");
  });

  it.each(SHADE_KEYS)("ignores a set that misses %s", (key) => {
    const set = fullSet();
    delete set[key];
    expect(completeShadeSet(set)).toBeNull();
  });

  it("ignores a set with a value that is not a colour (no CSS injection through the theme)", () => {
    expect(completeShadeSet({ ...fullSet(), "600": "red; background: url(x)" })).toBeNull();
    expect(completeShadeSet({ ...fullSet(), "600": "" })).toBeNull();
    expect(completeShadeSet({ ...fullSet(), "600": 600 })).toBeNull();
  });

  it("ignores what is not an object", () => {
    expect(completeShadeSet(null)).toBeNull();
    expect(completeShadeSet(undefined)).toBeNull();
    expect(completeShadeSet("#fff")).toBeNull();
  });

  it("drops extra keys so only the known shades reach the page", () => {
    const result = completeShadeSet({ ...fullSet(), "1000": "#000000" });
    expect(result && "1000" in result).toBe(false);
  });
});

describe("themeConfigSchema", () => {
  it("accepts CSS variables but refuses values that could break out of a declaration", () => {
    expect(themeConfigSchema.safeParse({ cssVariables: { "--radius-base": "1rem" } }).success).toBe(true);
    expect(themeConfigSchema.safeParse({ cssVariables: { "--x": "1rem; } body { display: none" } }).success).toBe(false);
    expect(themeConfigSchema.safeParse({ cssVariables: { color: "red" } }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { completeShadeSet, SHADE_KEYS } from "../../../contract/volunteer-center-profile";
import { contrastRatio, generateShades, hexOf, luminance, nearestShade, parseColor, toOklch } from "./color";
import { contrastWarnings, type Palette } from "./theme-contrast";

describe("reading CSS colours", () => {
  it("reads hex, rgb, hsl, oklch and oklab alike", () => {
    expect(hexOf("#f00")).toBe("#ff0000");
    expect(hexOf("#FF000080")).toBe("#ff0000");
    expect(hexOf("rgb(255, 0, 0)")).toBe("#ff0000");
    expect(hexOf("rgb(100% 0% 0% / 50%)")).toBe("#ff0000");
    expect(hexOf("hsl(120, 100%, 25%)")).toBe("#008000");
    expect(hexOf("oklch(0.628 0.2577 29.23)")).toBe("#ff0000");
    expect(hexOf("oklch(100% 0 0)")).toBe("#ffffff");
    expect(hexOf("oklab(0 0 0)")).toBe("#000000");
  });

  it("gives null (and the fallback) for what is no colour", () => {
    expect(parseColor("red")).toBeNull();
    expect(parseColor("#12")).toBeNull();
    expect(parseColor("rgb(1,2)")).toBeNull();
    expect(hexOf("nonsense", "#123456")).toBe("#123456");
  });

  it("measures OKLCH lightness and hue", () => {
    const { L, C, H } = toOklch(parseColor("#ff0000") ?? { r: 0, g: 0, b: 0 });
    expect(L).toBeCloseTo(0.628, 2);
    expect(C).toBeCloseTo(0.258, 2);
    expect(H).toBeCloseTo(29.2, 0);
  });
});

describe("the shade generator", () => {
  it("gives all 11 shades as hex, a set the API and the site accept", () => {
    const shades = generateShades("#2563eb");
    expect(shades && Object.keys(shades)).toEqual([...SHADE_KEYS]);
    expect(completeShadeSet(shades)).not.toBeNull();
    for (const value of Object.values(shades ?? {})) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("runs from light to dark and keeps the chosen colour at its nearest shade", () => {
    const shades = generateShades("#2563eb") as Record<string, string>;
    const lightness = SHADE_KEYS.map((key) => luminance(parseColor(shades[key]) ?? { r: 0, g: 0, b: 0 }));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]);
    const anchor = nearestShade("#2563eb");
    expect(anchor).toBe("600");
    expect(shades["600"]).toBe("#2563eb");
  });

  it("keeps the hue and stays inside sRGB for a very saturated colour", () => {
    const shades = generateShades("#00ff00") as Record<string, string>;
    for (const key of ["100", "500", "900"]) {
      const { H } = toOklch(parseColor(shades[key]) ?? { r: 0, g: 0, b: 0 });
      expect(Math.abs(H - 142.5)).toBeLessThan(4);
    }
  });

  it("gives grey shades for a grey and null for no colour", () => {
    const shades = generateShades("#808080") as Record<string, string>;
    expect(toOklch(parseColor(shades["200"]) ?? { r: 0, g: 0, b: 0 }).C).toBeLessThan(0.005);
    expect(generateShades("blue-ish")).toBeNull();
  });
});

describe("WCAG contrast", () => {
  it("computes the ratios WCAG gives", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("no", "#ffffff")).toBeNull();
  });

  const palette = (primary: string, background = "#ffffff", text = "#111111"): Palette => ({
    shades: {
      primary: generateShades(primary) as Palette["shades"]["primary"],
      secondary: generateShades("#7c3aed") as Palette["shades"]["secondary"],
      muted: generateShades("#64748b") as Palette["shades"]["muted"],
    },
    background,
    text,
  });

  it("warns about nothing for a dark enough palette", () => {
    expect(contrastWarnings(palette("#1d4ed8"))).toEqual([]);
  });

  it("warns about light text colour on a light background, next to the text colour", () => {
    const warnings = contrastWarnings(palette("#1d4ed8", "#ffffff", "#cccccc"));
    expect(warnings).toEqual([{ field: "text", pair: "textOnBackground", ratio: expect.closeTo(1.6, 1) }]);
  });

  it("warns about white on a pale primary colour's buttons", () => {
    const pale = palette("#1d4ed8");
    pale.shades.primary = { ...pale.shades.primary, "600": "#ffff00", "700": "#ffee00" };
    const pairs = contrastWarnings(pale).map((w) => `${w.field}:${w.pair}`);
    expect(pairs).toContain("primary:whiteOnPrimary700");
    expect(pairs).toContain("primary:whiteOnPrimary600");
    expect(pairs).toContain("primary:primary700OnBackground");
  });
});

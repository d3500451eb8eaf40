import { describe, expect, it } from "vitest";
import type { VolunteerCenterProfile } from "../../../contract/volunteer-centers";
import { generateShades } from "./color";
import { changedAttributes, designValuesOf } from "./design-values";

const profile = (patch: Partial<VolunteerCenterProfile> = {}) =>
  ({
    primaryColor: null,
    primaryColorShades: null,
    secondaryColor: null,
    secondaryColorShades: null,
    mutedColor: null,
    mutedColorShades: null,
    backgroundColor: null,
    textColor: null,
    websiteLogoUrl: "/uploads/logo.webp",
    websiteLogoDarkModeUrl: null,
    faviconUrl: null,
    gtagId: null,
    footerColumns: {},
    showAnbiLogo: false,
    showNovLogo: true,
    themeConfig: {},
    ...patch,
  }) as VolunteerCenterProfile;

describe("the design form's values", () => {
  it("start from the profile, with generated shades where the centre has none", () => {
    const values = designValuesOf(profile({ primaryColor: "#0b6e4f", themeConfig: { header: { sticky: false } } }));
    expect(values.palettes.primary).toEqual({ base: "#0b6e4f", shades: generateShades("#0b6e4f") });
    expect(values.palettes.secondary.shades["950"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(values.header.sticky).toBe(false);
    expect(values.header.languageToggle).toBe(true);
    expect(values.images.website_logo).toBe("/uploads/logo.webp");
  });

  it("show stored oklch() colours as hex, for the picker and the text field alike, and send hex once changed", () => {
    const shades = generateShades("#0b6e4f") as Record<string, string>;
    const oklchShades = { ...shades, "50": "oklch(0.97 0.02 160)", "950": "oklch(0.2 0.05 160)" };
    const values = designValuesOf(
      profile({ primaryColor: "oklch(0.54 0.16 255)", primaryColorShades: oklchShades, textColor: "oklch(0.21 0.034 260)" }),
    );
    expect(values.palettes.primary.base).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.values(values.palettes.primary.shades).every((shade) => /^#[0-9a-f]{6}$/.test(shade))).toBe(true);
    expect(values.text).toMatch(/^#[0-9a-f]{6}$/);
    expect(changedAttributes(values, structuredClone(values))).toEqual({});
    const changed = structuredClone(values);
    changed.palettes.primary.base = "#123456";
    expect(changedAttributes(values, changed).primary_color).toBe("#123456");
    // One it cannot read stays as it was, so the form says so.
    expect(designValuesOf(profile({ backgroundColor: "purple-ish" })).background).toBe("purple-ish");
  });

  it("send nothing while nothing changed, so a centre without colours keeps the app's own", () => {
    const values = designValuesOf(profile());
    expect(changedAttributes(values, structuredClone(values))).toEqual({});
  });

  it("send a changed colour with its whole shade set, a removed logo as null, and the theme as one object", () => {
    const initial = designValuesOf(profile());
    const shades = generateShades("#0b6e4f") as Record<string, string>;
    const current = {
      ...structuredClone(initial),
      palettes: { ...initial.palettes, primary: { base: " #0b6e4f ", shades } },
      images: { ...initial.images, website_logo: null },
      cssVariables: [
        { name: "--brand-gap", value: "4px" },
        { name: " ", value: "ignored" },
      ],
    };
    const sent = changedAttributes(initial, current);
    expect(sent).toMatchObject({ primary_color: "#0b6e4f", primary_color_shades: shades, website_logo_id: null });
    expect(sent.theme_config).toMatchObject({ css_variables: { "--brand-gap": "4px" } });
    expect(Object.keys(sent).sort()).toEqual(["primary_color", "primary_color_shades", "theme_config", "website_logo_id"]);
  });

  it("send an image picked from the media library as its upload id, and only that", () => {
    const initial = designValuesOf(profile());
    const current = {
      ...structuredClone(initial),
      images: { ...initial.images, favicon: "/uploads/oldebroek/icon.webp" },
      pickedImages: { favicon: 42 },
    };
    expect(changedAttributes(initial, current)).toEqual({ favicon_id: 42 });
  });
});

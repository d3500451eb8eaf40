import { completeShadeSet, type ShadeKey, THEME_FONTS } from "../../../contract/volunteer-center-profile";
import type { ThemeConfig, VolunteerCenterProfile } from "../../../contract/volunteer-centers";
import { generateShades, hexOf, parseColor } from "./color";
import type { PaletteName } from "./theme-contrast";

export const PALETTES: readonly PaletteName[] = ["primary", "secondary", "muted"];
export const IMAGE_KEYS = ["website_logo", "website_logo_dark_mode", "favicon"] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

// The app's own scale (app/app.css) for a centre that has not chosen colours yet.
const DEFAULT_COLORS: Record<PaletteName | "background" | "text", string> = {
  primary: "oklch(0.54 0.16 255)",
  secondary: "oklch(0.54 0.16 350)",
  muted: "oklch(0.446 0.03 260)",
  background: "#ffffff",
  text: "oklch(0.21 0.034 260)",
};

export interface PaletteValue {
  base: string;
  shades: Record<ShadeKey, string>;
}

/** Everything the design screen edits, as the form holds it while nothing is saved. */
export interface DesignValues {
  palettes: Record<PaletteName, PaletteValue>;
  background: string;
  text: string;
  images: Record<ImageKey, string | null>;
  /** Images chosen from the media library: their upload ids, saved as the profile's `<image>_id`. */
  pickedImages: Partial<Record<ImageKey, number>>;
  fontSans: string;
  fontHeading: string;
  defaultShape: "rounded" | "straight";
  header: Required<NonNullable<ThemeConfig["header"]>>;
  footerVariant: "tab" | "legacy";
  cssVariables: { name: string; value: string }[];
  gtagId: string;
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  /** The centre writes its content in English too (decision 28; only on a site in two languages). */
  englishContent: boolean;
}

const IMAGE_URL: Record<ImageKey, keyof VolunteerCenterProfile> = {
  website_logo: "websiteLogoUrl",
  website_logo_dark_mode: "websiteLogoDarkModeUrl",
  favicon: "faviconUrl",
};

/** A stored colour as the form shows it, hex (oklch() and the like are converted); one it cannot read stays as it is. */
const shown = (color: string) => (parseColor(color) ? hexOf(color) : color);

function paletteOf(color: string | null, shades: VolunteerCenterProfile["primaryColorShades"], name: PaletteName) {
  const complete = completeShadeSet(shades);
  const base = shown(color ?? complete?.["600"] ?? DEFAULT_COLORS[name]);
  const own =
    complete && (Object.fromEntries(Object.entries(complete).map(([key, shade]) => [key, shown(shade)])) as typeof complete);
  return { base, shades: own ?? (generateShades(base) as Record<ShadeKey, string>) };
}

export function designValuesOf(profile: VolunteerCenterProfile): DesignValues {
  const theme = profile.themeConfig ?? {};
  return {
    palettes: {
      primary: paletteOf(profile.primaryColor, profile.primaryColorShades, "primary"),
      secondary: paletteOf(profile.secondaryColor, profile.secondaryColorShades, "secondary"),
      muted: paletteOf(profile.mutedColor, profile.mutedColorShades, "muted"),
    },
    background: shown(profile.backgroundColor ?? DEFAULT_COLORS.background),
    text: shown(profile.textColor ?? DEFAULT_COLORS.text),
    images: Object.fromEntries(IMAGE_KEYS.map((key) => [key, (profile[IMAGE_URL[key]] as string | null) ?? null])) as Record<
      ImageKey,
      string | null
    >,
    pickedImages: {},
    fontSans: theme.fonts?.sans ?? THEME_FONTS[0],
    fontHeading: theme.fonts?.heading ?? theme.fonts?.sans ?? THEME_FONTS[0],
    defaultShape: theme.defaultShape ?? "rounded",
    header: {
      fullWidth: theme.header?.fullWidth ?? false,
      variant: theme.header?.variant ?? "tab",
      sticky: theme.header?.sticky ?? true,
      languageToggle: theme.header?.languageToggle ?? true,
      centerMenuItems: theme.header?.centerMenuItems ?? false,
      menuItemFontClass: theme.header?.menuItemFontClass ?? "",
    },
    footerVariant: theme.footer?.variant ?? "tab",
    cssVariables: Object.entries(theme.cssVariables ?? {}).map(([name, value]) => ({ name, value })),
    gtagId: profile.gtagId ?? "",
    showAnbiLogo: profile.showAnbiLogo,
    showNovLogo: profile.showNovLogo,
    englishContent: profile.contentLanguages?.includes("en") ?? false,
  };
}

/** The PATCH attributes (wire names) of the profile: everything the form shows, images only when removed. */
function attributesOf(values: DesignValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    background_color: values.background.trim(),
    text_color: values.text.trim(),
    gtag_id: values.gtagId.trim() || null,
    show_anbi_logo: values.showAnbiLogo,
    show_nov_logo: values.showNovLogo,
    content_languages: values.englishContent ? ["nl", "en"] : ["nl"],
    theme_config: {
      default_shape: values.defaultShape,
      fonts: { sans: values.fontSans, heading: values.fontHeading },
      css_variables: Object.fromEntries(values.cssVariables.filter((v) => v.name.trim()).map((v) => [v.name.trim(), v.value])),
      header: {
        full_width: values.header.fullWidth,
        variant: values.header.variant,
        sticky: values.header.sticky,
        language_toggle: values.header.languageToggle,
        center_menu_items: values.header.centerMenuItems,
        menu_item_font_class: values.header.menuItemFontClass.trim(),
      },
      footer: { variant: values.footerVariant },
    },
  };
  for (const name of PALETTES) {
    out[`${name}_color`] = values.palettes[name].base.trim();
    out[`${name}_color_shades`] = Object.fromEntries(
      Object.entries(values.palettes[name].shades).map(([key, value]) => [key, value.trim()]),
    );
  }
  for (const key of IMAGE_KEYS) {
    const picked = values.pickedImages[key];
    if (values.images[key] === null) out[`${key}_id`] = null;
    else if (picked !== undefined) out[`${key}_id`] = picked;
  }
  return out;
}

/**
 * What changed since the form opened, as PATCH attributes: what was not touched is not sent, so a centre that
 * never chose colours keeps the app's own until someone does.
 */
export function changedAttributes(initial: DesignValues, current: DesignValues): Record<string, unknown> {
  const before = attributesOf(initial);
  const after = attributesOf(current);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) out[key] = value;
  }
  return out;
}

// The centre profile's shade and footer keys without zod: the page shell imports these on every public page.

export const SHADE_KEYS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type ShadeKey = (typeof SHADE_KEYS)[number];
export type ShadeSet = Partial<Record<ShadeKey, string>>;

export const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([0-9a-zA-Z.,%\s/+-]+\))$/;
export const CSS_COLOR_MAX_LENGTH = 64;

/** A colour as the shade schema accepts it: a string that, trimmed, is at most 64 characters and matches CSS_COLOR. */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const trimmed = value.trim();
  return trimmed.length <= CSS_COLOR_MAX_LENGTH && CSS_COLOR.test(trimmed);
}

/** Spec section 5: a shade set counts only when it has every key 50..950; otherwise it is ignored. */
export function completeShadeSet(shades: unknown): Record<ShadeKey, string> | null {
  if (!shades || typeof shades !== "object") return null;
  const record = shades as Record<string, unknown>;
  for (const key of SHADE_KEYS) {
    if (!isCssColor(record[key])) return null;
  }
  return Object.fromEntries(SHADE_KEYS.map((k) => [k, String(record[k]).trim()])) as Record<ShadeKey, string>;
}

export const FOOTER_COLUMN_KEYS = ["1", "2", "3", "4", "6", "8"] as const;
export type FooterColumnKey = (typeof FOOTER_COLUMN_KEYS)[number];

/** A footer column's rich text (HTML, sanitised when saved) rather than plain lines, which stay text, never HTML. */
export function isRichText(text: string): boolean {
  return /^\s*<[a-z]/i.test(text);
}

/** The fonts a centre may choose: Inter is bundled with the app (@fontsource-variable/inter), Georgia every device has. */
export const THEME_FONTS = ["Inter Variable", "Georgia, serif"] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

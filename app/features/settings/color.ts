import { SHADE_KEYS, type ShadeKey } from "../../../contract/volunteer-center-profile";

// Pure colour maths for the design screen: CSS colours to sRGB, OKLCH shade sets, WCAG contrast.

/** sRGB channels 0..1, gamma-encoded as CSS writes them. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function parseNumber(token: string, percentOf = 1): number {
  return token.endsWith("%") ? (Number.parseFloat(token) / 100) * percentOf : Number.parseFloat(token);
}

function parseHex(hex: string): Rgb | null {
  let digits = hex.slice(1);
  if (digits.length === 3 || digits.length === 4) digits = [...digits].map((d) => d + d).join("");
  if (digits.length !== 6 && digits.length !== 8) return null;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255);
  return { r, g, b };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0), g: f(8), b: f(4) };
}

/** OKLab (Björn Ottosson) to gamma-encoded sRGB, unclamped (out of gamut when a channel leaves 0..1). */
function oklabToRgb(L: number, a: number, b: number): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lin = {
    r: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    g: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    b: -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  };
  const encode = (c: number) => Math.sign(c) * toGamma(Math.abs(c));
  return { r: encode(lin.r), g: encode(lin.g), b: encode(lin.b) };
}

const oklchToRgb = (L: number, C: number, H: number) =>
  oklabToRgb(L, C * Math.cos((H * Math.PI) / 180), C * Math.sin((H * Math.PI) / 180));

/** A CSS colour as the profile accepts it (hex, rgb, hsl, oklch, oklab; alpha ignored), or null when unreadable. */
export function parseColor(input: string): Rgb | null {
  const value = input.trim().toLowerCase();
  if (/^#[0-9a-f]+$/.test(value)) return parseHex(value);
  const match = /^(rgba?|hsla?|oklch|oklab)\(([^)]*)\)$/.exec(value);
  if (!match) return null;
  const parts = match[2].split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const [x, y, z] = parts;
  let rgb: Rgb;
  if (match[1].startsWith("rgb"))
    rgb = { r: parseNumber(x, 255) / 255, g: parseNumber(y, 255) / 255, b: parseNumber(z, 255) / 255 };
  else if (match[1].startsWith("hsl")) rgb = hslToRgb(Number.parseFloat(x), parseNumber(y, 100) / 100, parseNumber(z, 100) / 100);
  else if (match[1] === "oklch") rgb = oklchToRgb(parseNumber(x), parseNumber(y, 0.4), Number.parseFloat(z));
  else rgb = oklabToRgb(parseNumber(x), parseNumber(y, 0.4), parseNumber(z, 0.4));
  if (![rgb.r, rgb.g, rgb.b].every(Number.isFinite)) return null;
  return { r: clamp01(rgb.r), g: clamp01(rgb.g), b: clamp01(rgb.b) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp01(c) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The colour as #rrggbb for <input type="color">, or the fallback when it cannot be read. */
export function hexOf(input: string, fallback = "#000000"): string {
  const rgb = parseColor(input);
  return rgb ? toHex(rgb) : fallback;
}

export function toOklch({ r, g, b }: Rgb): { L: number; C: number; H: number } {
  const [lr, lg, lb] = [r, g, b].map(toLinear);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const H = ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360;
  return { L, C: Math.hypot(a, bb), H };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((c) => c >= -1e-4 && c <= 1 + 1e-4);

/** The most saturated colour of this lightness and hue that sRGB can show (chroma lowered until it fits). */
function fitToGamut(L: number, C: number, H: number): Rgb {
  if (inGamut(oklchToRgb(L, C, H))) return oklchToRgb(L, C, H);
  let low = 0;
  let high = C;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToRgb(L, mid, H))) low = mid;
    else high = mid;
  }
  return oklchToRgb(L, low, H);
}

// Lightness and share of the chosen chroma per shade, after the app's default scale (app/app.css).
const SCALE: Record<ShadeKey, { L: number; chroma: number }> = {
  "50": { L: 0.97, chroma: 0.15 },
  "100": { L: 0.93, chroma: 0.3 },
  "200": { L: 0.87, chroma: 0.5 },
  "300": { L: 0.79, chroma: 0.75 },
  "400": { L: 0.7, chroma: 0.9 },
  "500": { L: 0.62, chroma: 1 },
  "600": { L: 0.54, chroma: 1 },
  "700": { L: 0.47, chroma: 0.95 },
  "800": { L: 0.4, chroma: 0.85 },
  "900": { L: 0.34, chroma: 0.75 },
  "950": { L: 0.25, chroma: 0.6 },
};

/** The shade whose lightness is nearest the colour's: the colour itself goes there, unchanged. */
export function nearestShade(color: string): ShadeKey | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const { L } = toOklch(rgb);
  return SHADE_KEYS.reduce((best, key) => (Math.abs(SCALE[key].L - L) < Math.abs(SCALE[best].L - L) ? key : best));
}

/** Spec section 5: the 11 shades 50..950 (hex) from one colour, lightest to darkest, in its hue; null if unreadable. */
export function generateShades(color: string): Record<ShadeKey, string> | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const { C, H } = toOklch(rgb);
  const anchor = nearestShade(color) as ShadeKey;
  const shades = Object.fromEntries(
    SHADE_KEYS.map((key) => [key, key === anchor ? toHex(rgb) : toHex(fitToGamut(SCALE[key].L, C * SCALE[key].chroma, H))]),
  );
  return shades as Record<ShadeKey, string>;
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio of two CSS colours (1..21), or null when one cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

import type { ShadeKey } from "../../../contract/volunteer-center-profile";
import { AA_TEXT, contrastRatio } from "./color";

export type PaletteName = "primary" | "secondary" | "muted";

/** The colours the site draws text with, as the design form holds them. */
export interface Palette {
  shades: Record<PaletteName, Record<ShadeKey, string>>;
  background: string;
  text: string;
}

/** Where a pair shows up on the site (a translation key under settings:design.contrast.pairs). */
export interface ContrastWarning {
  /** The form field the message stands next to. */
  field: PaletteName | "background" | "text";
  pair: string;
  ratio: number;
}

const WHITE = "#ffffff";

/** The text-on-colour pairs the site's styles use (app/app.css, buttons, footer), by the field that sets them. */
function pairs({ shades, background, text }: Palette): [ContrastWarning["field"], string, string, string][] {
  const { primary, secondary, muted } = shades;
  return [
    ["text", "textOnBackground", text, background],
    ["primary", "whiteOnPrimary700", WHITE, primary["700"]],
    ["primary", "whiteOnPrimary600", WHITE, primary["600"]],
    ["primary", "primary700OnBackground", primary["700"], background],
    ["primary", "whiteOnPrimary950", WHITE, primary["950"]],
    ["primary", "primary950OnPrimary300", primary["950"], primary["300"]],
    ["secondary", "whiteOnSecondary700", WHITE, secondary["700"]],
    ["muted", "whiteOnMuted700", WHITE, muted["700"]],
    ["muted", "muted600OnBackground", muted["600"], background],
  ];
}

/** WCAG AA (4.5:1) for every pair; a pair whose colour cannot be read is left to the API's own check. */
export function contrastWarnings(palette: Palette): ContrastWarning[] {
  const out: ContrastWarning[] = [];
  for (const [field, pair, fg, bg] of pairs(palette)) {
    const ratio = contrastRatio(fg, bg);
    if (ratio !== null && ratio < AA_TEXT) out.push({ field, pair, ratio });
  }
  return out;
}

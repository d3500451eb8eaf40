import { completeShadeSet, SHADE_KEYS } from "../../contract/volunteer-center-profile";
import type { ThemeConfig, VolunteerCenterProfile } from "../../contract/volunteer-centers";

const SAFE_VALUE = /^[^;{}<>\\]*$/;
const SAFE_NAME = /^--[a-z0-9-]+$/;
const SAFE_FONT = /^[\w\s,'"-]+$/;

function declarations(profile: VolunteerCenterProfile | undefined): string[] {
  if (!profile) return [];
  const out: string[] = [];
  const sets = { primary: profile.primaryColorShades, secondary: profile.secondaryColorShades, muted: profile.mutedColorShades };
  for (const [name, shades] of Object.entries(sets)) {
    // Spec section 5: an incomplete set is ignored and the default shades stay.
    const complete = completeShadeSet(shades);
    if (complete) for (const key of SHADE_KEYS) out.push(`--${name}-${key}:${complete[key]}`);
  }
  if (profile.backgroundColor && SAFE_VALUE.test(profile.backgroundColor))
    out.push(`--center-background:${profile.backgroundColor}`);
  if (profile.textColor && SAFE_VALUE.test(profile.textColor)) out.push(`--center-text:${profile.textColor}`);
  const fonts = profile.themeConfig?.fonts;
  if (fonts?.sans && SAFE_FONT.test(fonts.sans)) out.push(`--font-sans:${fonts.sans},var(--font-fallback)`);
  if (fonts?.heading && SAFE_FONT.test(fonts.heading)) out.push(`--font-heading:${fonts.heading},var(--font-fallback)`);
  for (const [name, value] of Object.entries(profile.themeConfig?.cssVariables ?? {})) {
    if (SAFE_NAME.test(name) && SAFE_VALUE.test(value)) out.push(`${name}:${value}`);
  }
  return out;
}

/** The centre's theme as CSS custom properties on :root; values are filtered so nothing can break out of the rule. */
export function themeCss(profile: VolunteerCenterProfile | undefined): string {
  const list = declarations(profile);
  return list.length ? `:root{${list.join(";")}}` : "";
}

export type Shape = "rounded" | "straight";

export function shapeOf(themeConfig: ThemeConfig | undefined, override: Shape | null): Shape {
  return override ?? themeConfig?.defaultShape ?? "rounded";
}

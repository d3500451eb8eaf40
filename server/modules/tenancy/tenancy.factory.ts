import { SHADE_KEYS, type ShadeSet } from "../../../contract/volunteer-center-profile";
import type { NewCenter } from "./tenancy.service";

const LIGHTNESS = [0.98, 0.955, 0.9, 0.83, 0.72, 0.62, 0.53, 0.45, 0.37, 0.29, 0.2];
const CHROMA_SCALE = [0.15, 0.3, 0.5, 0.75, 0.9, 1, 1, 0.95, 0.85, 0.75, 0.6];

/** An 11-shade set (50..950) around one hue, in OKLCH so every shade keeps the hue. */
export function shadesForHue(hue: number, chroma = 0.16): ShadeSet {
  return Object.fromEntries(
    SHADE_KEYS.map((key, i) => [key, `oklch(${LIGHTNESS[i]} ${(chroma * CHROMA_SCALE[i]).toFixed(3)} ${hue})`]),
  ) as ShadeSet;
}

let sequence = 0;

/** A centre with a complete profile; tests and the demo seed override what matters to them. */
export function buildCenter(overrides: Partial<NewCenter> & { hue?: number; secondaryHue?: number } = {}): NewCenter {
  sequence += 1;
  const { hue = 250, secondaryHue = 330, profile, ...rest } = overrides;
  const primary = shadesForHue(hue);
  const secondary = shadesForHue(secondaryHue);
  return {
    slug: `centrale-${sequence}`,
    name: `Vrijwilligerscentrale ${sequence}`,
    isDefault: false,
    ...rest,
    profile: {
      primaryColor: primary["600"],
      primaryColorShades: primary,
      secondaryColor: secondary["500"],
      secondaryColorShades: secondary,
      mutedColor: "oklch(0.55 0.02 260)",
      mutedColorShades: shadesForHue(260, 0.03),
      themeConfig: {
        defaultShape: "rounded",
        fonts: { sans: "Inter Variable", heading: "Inter Variable" },
        header: { variant: "tab", sticky: true, languageToggle: true, fullWidth: false },
        footer: { variant: "tab" },
      },
      ...profile,
    },
  };
}

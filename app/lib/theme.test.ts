import { describe, expect, it } from "vitest";
import type { VolunteerCenterProfile } from "../../contract/volunteer-centers";
import { themeCss } from "./theme";

const shades = (value: string) =>
  Object.fromEntries(["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"].map((k) => [k, value]));

const profile = (patch: Partial<VolunteerCenterProfile>) => ({ themeConfig: {}, ...patch }) as VolunteerCenterProfile;

describe("the centre theme as CSS variables", () => {
  it("writes complete shade sets and ignores incomplete ones", () => {
    const incomplete = { ...shades("#111111") };
    delete incomplete["950"];
    const css = themeCss(profile({ primaryColorShades: shades("#00ff00"), secondaryColorShades: incomplete }));
    expect(css).toContain("--primary-950:#00ff00");
    expect(css).not.toContain("--secondary-");
  });

  it("writes background, text, fonts and the centre's own variables", () => {
    const css = themeCss(
      profile({
        backgroundColor: "#fafafa",
        textColor: "#222222",
        themeConfig: { fonts: { sans: "Inter Variable", heading: "Georgia, serif" }, cssVariables: { "--radius-base": "1rem" } },
      }),
    );
    expect(css).toContain("--center-background:#fafafa");
    expect(css).toContain("--center-text:#222222");
    // Followed by the system's fonts, sized to Inter first (app.css).
    expect(css).toContain("--font-heading:Georgia, serif,var(--font-fallback)");
    expect(css).toContain("--radius-base:1rem");
  });

  it("drops values that could break out of the rule", () => {
    const css = themeCss(
      profile({ backgroundColor: "red;}</style><script>", themeConfig: { cssVariables: { "--x": "1px}body{display:none" } } }),
    );
    expect(css).toBe("");
  });
});

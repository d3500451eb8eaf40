import { z } from "zod";

export const SHADE_KEYS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type ShadeKey = (typeof SHADE_KEYS)[number];

const cssColor = z
  .string()
  .trim()
  .max(64)
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([0-9a-zA-Z.,%\s/+-]+\))$/);

export const shadeSetSchema = z.record(z.string(), cssColor);
export type ShadeSet = Partial<Record<ShadeKey, string>>;

/** Spec section 5: a shade set counts only when it has every key 50..950; otherwise it is ignored. */
export function completeShadeSet(shades: unknown): Record<ShadeKey, string> | null {
  if (!shades || typeof shades !== "object") return null;
  const record = shades as Record<string, unknown>;
  for (const key of SHADE_KEYS) {
    if (!cssColor.safeParse(record[key]).success) return null;
  }
  return Object.fromEntries(SHADE_KEYS.map((k) => [k, String(record[k]).trim()])) as Record<ShadeKey, string>;
}

export const themeConfigSchema = z.object({
  defaultShape: z.enum(["rounded", "straight"]).optional(),
  fonts: z.object({ sans: z.string().max(100).optional(), heading: z.string().max(100).optional() }).optional(),
  cssVariables: z
    .record(
      z.string().regex(/^--[a-z0-9-]+$/),
      z
        .string()
        .max(200)
        .regex(/^[^;{}<>]*$/),
    )
    .optional(),
  header: z
    .object({
      fullWidth: z.boolean().optional(),
      variant: z.enum(["tab", "legacy"]).optional(),
      sticky: z.boolean().optional(),
      languageToggle: z.boolean().optional(),
      centerMenuItems: z.boolean().optional(),
      menuItemFontClass: z.string().max(100).optional(),
    })
    .optional(),
  footer: z.object({ variant: z.enum(["tab", "legacy"]).optional() }).optional(),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export const FOOTER_COLUMN_KEYS = ["1", "2", "3", "4", "6", "8"] as const;
export type FooterColumnKey = (typeof FOOTER_COLUMN_KEYS)[number];
export const footerColumnSchema = z.object({ title: z.string().max(100), content: z.string().max(2000) });
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type FooterColumns = Partial<Record<FooterColumnKey, FooterColumn>>;

export const homePageSchema = z.object({
  title: z.string().max(120),
  lead: z.string().max(300),
  body: z.string().max(10_000),
});
export type LocalizedHomePage = Partial<Record<"nl" | "en", z.infer<typeof homePageSchema>>>;

/** The centre profile as the client sees it (camelCase, after deserialising). */
export interface VolunteerCenterProfile {
  id: string;
  type: "volunteer_center_profiles";
  primaryColor: string | null;
  primaryColorShades: ShadeSet | null;
  secondaryColor: string | null;
  secondaryColorShades: ShadeSet | null;
  mutedColor: string | null;
  mutedColorShades: ShadeSet | null;
  backgroundColor: string | null;
  textColor: string | null;
  websiteLogoUrl: string | null;
  websiteLogoDarkModeUrl: string | null;
  faviconUrl: string | null;
  gtagId: string | null;
  footerColumns: FooterColumns;
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  themeConfig: ThemeConfig;
  homePage: LocalizedHomePage;
  contactEmail: string | null;
  contactPhone: string | null;
  /** Street and place, one per line. */
  visitingAddress: string | null;
}

export interface VolunteerCenter {
  id: string;
  type: "volunteer_centers";
  name: string;
  slug: string;
  isDefault: boolean;
  isHeumen: boolean;
  profile?: VolunteerCenterProfile;
}

/** The site settings sent in the meta of GET /api/v1/volunteer_centers/current (camelCase on the client). */
export interface SiteSettings {
  tenant: "oldebroek" | "roermond" | "meedoen" | "demo" | "public";
  appContext: "meedoen" | "gelderland";
  appName: string;
  isHeumen: boolean;
  features: {
    volunteerProfiles: boolean;
    personToPerson: boolean;
    personToPersonWording: "neighbour-help" | "one-on-one";
    centerSharing: boolean;
    internationalization: boolean;
  };
  config: { allowInactiveUsers: boolean; movingOrganizations: boolean };
}

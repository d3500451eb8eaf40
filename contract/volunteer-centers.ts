import { z } from "zod";
import { CONTENT_LANGUAGES, type ContentLanguage } from "./content-languages";
import { MATCH_FOLLOWUP_WEEKS } from "./match-followups";
import type { AppContext, PersonToPersonWording } from "./tenants";
import type { Translate } from "./validation";
import {
  CSS_COLOR,
  CSS_COLOR_MAX_LENGTH,
  FOOTER_COLUMN_KEYS,
  type FooterColumnKey,
  SHADE_KEYS,
  type ShadeSet,
  THEME_FONTS,
} from "./volunteer-center-profile";

const cssColor = z.string().trim().max(CSS_COLOR_MAX_LENGTH).regex(CSS_COLOR);

export const shadeSetSchema = z.record(z.string(), cssColor);

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

export const footerColumnSchema = z.object({ title: z.string().max(100), content: z.string().max(2000) });
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type FooterColumns = Partial<Record<FooterColumnKey, FooterColumn>>;

export const homePageSchema = z.object({
  title: z.string().max(120),
  lead: z.string().max(300),
  body: z.string().max(10_000),
});
export type LocalizedHomePage = Partial<Record<"nl" | "en", z.infer<typeof homePageSchema>>>;

const SHADE_KEY_SET: ReadonlySet<string> = new Set(SHADE_KEYS);

/** Spec section 5 for writes: a shade set has every shade 50..950 as a colour, or is refused (a pointer per problem). */
function shadeSetInput(t: Translate, color: z.ZodType<string>) {
  return z.record(z.string(), z.unknown()).transform((shades, ctx) => {
    const out: Record<string, string> = {};
    for (const key of SHADE_KEYS) {
      if (!(key in shades)) {
        ctx.addIssue({ code: "custom", path: [key], message: t("validation:centerProfile.shadeMissing", { key }) });
        continue;
      }
      const parsed = color.safeParse(shades[key]);
      if (parsed.success) out[key] = parsed.data;
      else ctx.addIssue({ code: "custom", path: [key], message: t("validation:centerProfile.color") });
    }
    for (const key of Object.keys(shades)) {
      if (!SHADE_KEY_SET.has(key))
        ctx.addIssue({ code: "custom", path: [key], message: t("validation:centerProfile.shadeUnknown", { key }) });
    }
    return out as ShadeSet;
  });
}

/** An origin a page of which may frame the embedded vacancy bank: scheme, host (a leading "*." for every subdomain), port. */
export const EMBED_ORIGIN =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
export const EMBED_ORIGINS_MAX = 20;

/**
 * The settings screen's list of sites, one a line (or split by spaces or commas), as origins: lower case, without a
 * trailing slash, https:// when no scheme was typed ("gemeente.nl" -> "https://gemeente.nl").
 */
export function embedOriginsOf(text: string): string[] {
  const origins = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((entry) => (/^[a-z][a-z0-9+.-]*:\/\//.test(entry) ? entry : `https://${entry}`));
  return [...new Set(origins)];
}

/** The settings screen's form: the sites that may show the embedded vacancy bank, checked as the API checks them. */
export function embedOriginsFormSchemaFor(t: Translate) {
  return z.object({
    embed_origins: z
      .string()
      .max(4000)
      .superRefine((text, ctx) => {
        const origins = embedOriginsOf(text);
        const wrong = origins.find((origin) => !EMBED_ORIGIN.test(origin));
        if (wrong) ctx.addIssue({ code: "custom", message: t("validation:centerProfile.embedOrigin") });
        else if (origins.length > EMBED_ORIGINS_MAX) {
          ctx.addIssue({ code: "custom", message: t("validation:centerProfile.embedOrigins", { max: EMBED_ORIGINS_MAX }) });
        }
      }),
  });
}

/** Days an application may wait for the organization's first response before the reminder mails (issue 44). */
export const RESPONSE_REMINDER_DAYS = { default: 5, min: 1, max: 60 } as const;

const responseReminderDaysFor = (
  t: Translate,
  message = t("validation:centerProfile.responseReminderDays", RESPONSE_REMINDER_DAYS),
) => {
  return z
    .number({ message })
    .int({ message })
    .min(RESPONSE_REMINDER_DAYS.min, { message })
    .max(RESPONSE_REMINDER_DAYS.max, { message });
};

/** The settings screen's form: the days before the reminder, typed as text. */
export function responseReminderFormSchemaFor(t: Translate) {
  const message = t("validation:centerProfile.responseReminderDays", RESPONSE_REMINDER_DAYS);
  return z.object({ response_reminder_days: z.coerce.number({ message }).pipe(responseReminderDaysFor(t, message)) });
}

/**
 * PATCH /api/v1/volunteer_centers/{id}/profile: the profile attributes of spec section 3 on the wire (snake_case, also
 * inside theme_config). An attribute left out stays as it is; null clears it. Logos and favicon are upload ids.
 */
export function centerProfileUpdateSchemaFor(t: Translate) {
  const color = z
    .string()
    .trim()
    .max(CSS_COLOR_MAX_LENGTH)
    .regex(CSS_COLOR, { message: t("validation:centerProfile.color") });
  const shades = shadeSetInput(t, color);
  const font = z.enum(THEME_FONTS, { message: t("validation:centerProfile.font", { fonts: THEME_FONTS.join("; ") }) });
  const uploadId = z.number().int().positive().nullable().optional();
  const footerColumn = z
    .object({ title: z.string().trim().max(100), content: z.string().max(2000) })
    .nullable()
    .optional();
  const footerColumns = z
    .object(
      Object.fromEntries(FOOTER_COLUMN_KEYS.map((key) => [key, footerColumn])) as Record<FooterColumnKey, typeof footerColumn>,
    )
    .strict()
    .optional();
  return z.object({
    primary_color: color.nullable().optional(),
    primary_color_shades: shades.nullable().optional(),
    secondary_color: color.nullable().optional(),
    secondary_color_shades: shades.nullable().optional(),
    muted_color: color.nullable().optional(),
    muted_color_shades: shades.nullable().optional(),
    background_color: color.nullable().optional(),
    text_color: color.nullable().optional(),
    website_logo_id: uploadId,
    website_logo_dark_mode_id: uploadId,
    favicon_id: uploadId,
    gtag_id: z
      .string()
      .trim()
      .regex(/^(G|GT|AW|DC|UA)-[A-Z0-9-]{4,24}$/, { message: t("validation:centerProfile.gtagId") })
      .nullable()
      .optional(),
    // Columns 1-4, 6 and 8; null removes a column, a column left out stays.
    footer_columns: footerColumns,
    // The same columns in English, shown on /en where the centre publishes English (decision 28).
    footer_columns_en: footerColumns,
    // Dutch always; English beside it only where the tenant has two languages (the route checks that).
    content_languages: z
      .array(z.enum(CONTENT_LANGUAGES))
      .max(CONTENT_LANGUAGES.length)
      .refine((languages) => languages.includes("nl"), { message: t("validation:centerProfile.dutchContent") })
      .transform((languages) => CONTENT_LANGUAGES.filter((language) => languages.includes(language)))
      .optional(),
    show_anbi_logo: z.boolean().optional(),
    show_nov_logo: z.boolean().optional(),
    // The embeddable vacancy bank's frame-ancestors: whole origins only, so nothing else can enter the header.
    embed_origins: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(EMBED_ORIGIN, { message: t("validation:centerProfile.embedOrigin") }),
      )
      .max(EMBED_ORIGINS_MAX, { message: t("validation:centerProfile.embedOrigins", { max: EMBED_ORIGINS_MAX }) })
      .transform((origins) => [...new Set(origins)])
      .optional(),
    // Weeks after an acceptance that the volunteer and the organization are asked how it went (issue 44).
    match_followup_weeks: z.number().int().min(MATCH_FOLLOWUP_WEEKS.min).max(MATCH_FOLLOWUP_WEEKS.max).optional(),
    response_reminder_days: responseReminderDaysFor(t).optional(),
    theme_config: z
      .object({
        default_shape: z.enum(["rounded", "straight"]).optional(),
        fonts: z.object({ sans: font.optional(), heading: font.optional() }).strict().optional(),
        css_variables: themeConfigSchema.shape.cssVariables,
        header: z
          .object({
            full_width: z.boolean().optional(),
            variant: z.enum(["tab", "legacy"]).optional(),
            sticky: z.boolean().optional(),
            language_toggle: z.boolean().optional(),
            center_menu_items: z.boolean().optional(),
            menu_item_font_class: z
              .string()
              .max(100)
              .regex(/^[\w\s:-]*$/)
              .optional(),
          })
          .strict()
          .optional(),
        footer: z
          .object({ variant: z.enum(["tab", "legacy"]).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  });
}
export type CenterProfileUpdate = z.output<ReturnType<typeof centerProfileUpdateSchemaFor>>;

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
  /** The footer's English columns (decision 28). */
  footerColumnsEn: FooterColumns;
  /** The languages the centre publishes its content in; English counts only where the site has two languages. */
  contentLanguages: ContentLanguage[];
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  themeConfig: ThemeConfig;
  homePage: LocalizedHomePage;
  contactEmail: string | null;
  contactPhone: string | null;
  /** Street and place, one per line. */
  visitingAddress: string | null;
  /** The origins whose pages may show the embeddable vacancy bank in a frame ("https://gemeente.nl"). */
  embedOrigins: string[];
  /** Weeks after an acceptance that the match is followed up (issue 44). */
  matchFollowupWeeks: number;
  /** Days an application may wait for the organization's first response before the reminder mails (issue 44). */
  responseReminderDays: number;
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
  /** The tenant's id: any tenant of the installation (tenants are data, issue 39). */
  tenant: string;
  appContext: AppContext;
  appName: string;
  isHeumen: boolean;
  features: {
    volunteerProfiles: boolean;
    personToPerson: boolean;
    personToPersonWording: PersonToPersonWording;
    centerSharing: boolean;
    internationalization: boolean;
  };
  config: { allowInactiveUsers: boolean; movingOrganizations: boolean };
}

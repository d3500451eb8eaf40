import type { z } from "zod";
import { centerProfileResourceSchema, centerResourceSchema } from "../../../contract/volunteer-centers-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type CenterProfileRow, type CenterWithProfile, isHeumen } from "./tenancy.service";

export const centerProfileResource: ResourceDefinition<CenterProfileRow, z.output<typeof centerProfileResourceSchema>> = {
  type: "volunteer_center_profiles",
  schema: centerProfileResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    primaryColor: row.primaryColor,
    primaryColorShades: row.primaryColorShades,
    secondaryColor: row.secondaryColor,
    secondaryColorShades: row.secondaryColorShades,
    mutedColor: row.mutedColor,
    mutedColorShades: row.mutedColorShades,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    websiteLogoUrl: row.websiteLogoUrl,
    websiteLogoDarkModeUrl: row.websiteLogoDarkModeUrl,
    faviconUrl: row.faviconUrl,
    gtagId: row.gtagId,
    footerColumns: row.footerColumns,
    footerColumnsEn: row.footerColumnsEn,
    contentLanguages: row.contentLanguages,
    showAnbiLogo: row.showAnbiLogo,
    showNovLogo: row.showNovLogo,
    themeConfig: row.themeConfig,
    homePage: row.homePage,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    visitingAddress: row.visitingAddress,
    embedOrigins: row.embedOrigins,
    matchFollowupWeeks: row.matchFollowupWeeks,
    responseReminderDays: row.responseReminderDays,
  }),
};

export const centerResource: ResourceDefinition<CenterWithProfile, z.output<typeof centerResourceSchema>> = {
  type: "volunteer_centers",
  schema: centerResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ name: row.name, slug: row.slug, isDefault: row.isDefault, isHeumen: isHeumen(row) }),
  relationships: {
    profile: { definition: () => centerProfileResource, get: (row) => (row.profile === null ? undefined : row.profile) },
  },
  selfLink: (row) => `/api/v1/volunteer_centers/${row.id}`,
};

export const CENTER_QUERY = {
  includes: ["profile"],
  fields: {
    volunteer_centers: ["name", "slug", "is_default", "is_heumen"],
    volunteer_center_profiles: [
      "primary_color",
      "primary_color_shades",
      "secondary_color",
      "secondary_color_shades",
      "muted_color",
      "muted_color_shades",
      "background_color",
      "text_color",
      "website_logo_url",
      "website_logo_dark_mode_url",
      "favicon_url",
      "gtag_id",
      "footer_columns",
      "footer_columns_en",
      "content_languages",
      "show_anbi_logo",
      "show_nov_logo",
      "theme_config",
      "home_page",
      "contact_email",
      "contact_phone",
      "visiting_address",
      "embed_origins",
      "match_followup_weeks",
      "response_reminder_days",
    ],
  },
};

import { z } from "zod";
import { CONTENT_LANGUAGES } from "./content-languages";
import { FOOTER_COLUMN_KEYS } from "./volunteer-center-profile";
import { footerColumnSchema, homePageSchema, shadeSetSchema, themeConfigSchema } from "./volunteer-centers";
import { wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

const shades = shadeSetSchema.nullable();

/** A centre's profile (its site's look and contact details) as the API sends it. */
export const centerProfileResourceSchema = z.object({
  primaryColor: wireText,
  primaryColorShades: shades,
  secondaryColor: wireText,
  secondaryColorShades: shades,
  mutedColor: wireText,
  mutedColorShades: shades,
  backgroundColor: wireText,
  textColor: wireText,
  websiteLogoUrl: wireText,
  websiteLogoDarkModeUrl: wireText,
  faviconUrl: wireText,
  gtagId: wireText,
  footerColumns: z.partialRecord(z.enum(FOOTER_COLUMN_KEYS), footerColumnSchema),
  /** The footer's English columns, shown on /en where the centre publishes English. */
  footerColumnsEn: z.partialRecord(z.enum(FOOTER_COLUMN_KEYS), footerColumnSchema),
  /** The languages the centre publishes its content in: Dutch, and English where it writes it too. */
  contentLanguages: z.array(z.enum(CONTENT_LANGUAGES)),
  showAnbiLogo: z.boolean(),
  showNovLogo: z.boolean(),
  themeConfig: themeConfigSchema,
  homePage: z.partialRecord(z.enum(["nl", "en"]), homePageSchema),
  contactEmail: wireText,
  contactPhone: wireText,
  /** Street and place, one per line. */
  visitingAddress: wireText,
  /** The origins whose pages may show the embeddable vacancy bank in a frame. */
  embedOrigins: z.array(z.string()),
  /** Weeks after an acceptance that the volunteer and the organization are asked how it went. */
  matchFollowupWeeks: z.number().int(),
  /** Days an application may wait for the organization's first response before the reminder mails. */
  responseReminderDays: z.number().int(),
});

/** A volunteer centre as the API sends it. */
export const centerResourceSchema = z.object({
  name: z.string(),
  slug: z.string(),
  isDefault: z.boolean(),
  isHeumen: z.boolean(),
});

import { z } from "zod";
import { resourceId } from "./ids";
import { optionalText } from "./optional-text";

// The public page imports only the Partner type from here (erased at build), so no zod reaches it.

/** A centre keeps at most `perCenter` partners: one screen, one row of logos per block. */
export const PARTNER_LIMITS = { name: 120, url: 300, text: 300, perCenter: 100 } as const;

/** Empty text is no value: a cleared field sends "", the API stores null. */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * The partner's own website: an absolute http(s) address with a host name (a partner is never a page of ours, and
 * never javascript: or mailto:). zod's url check gives the translated "valid URL" message.
 */
const website = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(PARTNER_LIMITS.url)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }))
    .nullable(),
);

const partnerFields = {
  name: z.string().trim().min(1).max(PARTNER_LIMITS.name),
  url: website.optional(),
  /** A line or two on what the partner does with the centre. */
  text: z.preprocess(emptyToNull, z.string().trim().max(PARTNER_LIMITS.text).nullable()).optional(),
  /** The line in English (decision 35). */
  text_en: optionalText(PARTNER_LIMITS.text),
  /** An image of the centre's media library, by its upload id (as vacancies and the centre profile keep images). */
  logo_upload_id: resourceId.nullable().optional(),
};

/** POST /api/v1/partners: added at the end of the centre's list. The route checks the logo is in the centre's library. */
export const partnerCreateSchema = z.object(partnerFields);
export type PartnerCreate = z.output<typeof partnerCreateSchema>;

/** PATCH: the fields sent change; position (0 first) moves the partner in the centre's order. */
export const partnerUpdateSchema = z
  .object({ ...partnerFields, position: z.number().int().min(0).max(PARTNER_LIMITS.perCenter) })
  .partial();
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

/** A partner as the client sees it (camelCase). The logo is its small variant (at most 480 px wide) with its size. */
export interface Partner {
  id: string;
  type: "partners";
  name: string;
  url: string | null;
  text: string | null;
  /** The English line, null where none was written (decision 35). */
  textEn: string | null;
  logoUploadId: number | null;
  logoUrl: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  position: number;
}

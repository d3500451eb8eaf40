import type { CamelCasedKeys } from "../../../contract/case";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { plainText, sanitizeRichText } from "../../text/rich-text";
import type { vacancies } from "./vacancies.table";
import type { VacancyDateFields } from "./vacancy-dates";

/**
 * What a write may set: the contract's attributes in camelCase, with times as Dates. The description is rich text as
 * written (sanitised here); an image upload id of this tenant sets imagePath, null takes the image away.
 */
export type VacancyFields = Partial<CamelCasedKeys<Omit<VacancyAttributes, "dates" | "expires_at">>> & {
  dates?: VacancyDateFields[];
  expiresAt?: Date | null;
};

/**
 * The row fields of a write: HTML sanitised (unless `sanitised`: an import's check did it, and sanitising again was
 * the slowest part of a row's run), its text kept for search, a remote vacancy without a place.
 */
export function rowFields(fields: VacancyFields, sanitised = false) {
  const { dates: _dates, description, descriptionEn, imageUploadId: _image, ...rest } = fields;
  const out: Partial<typeof vacancies.$inferInsert> = { ...rest };
  if (description !== undefined) {
    out.description = sanitised ? description : sanitizeRichText(description);
    out.descriptionText = plainText(out.description);
  }
  if (descriptionEn !== undefined) {
    out.descriptionEn = descriptionEn === null ? null : sanitizeRichText(descriptionEn);
    out.descriptionEnText = out.descriptionEn === null ? null : plainText(out.descriptionEn);
  }
  if (fields.remote) Object.assign(out, { street: null, houseNumber: null, latitude: null, longitude: null });
  return out;
}

import { z } from "zod";
import { optionalNumberControl } from "./form-controls";
import { vacancyAttributesSchema } from "./vacancies";

const attributes = vacancyAttributesSchema.shape;

/**
 * The back office's vacancy form, one control per key, validated on blur with the API's own rules
 * (vacancyAttributesSchema), so the browser and the API say the same thing in the reader's language. Controls hold
 * text: numbers and the end date are read from it here; lists and check boxes are checked by the API alone.
 */
export const vacancyAdminFormSchema = z.object({
  title: attributes.title,
  summary: attributes.summary,
  description: attributes.description,
  title_en: attributes.title_en,
  description_en: attributes.description_en,
  vacancy_type: attributes.vacancy_type,
  street: attributes.street,
  house_number: attributes.house_number,
  postal_code: attributes.postal_code,
  city: attributes.city,
  expires_at: z.union([z.literal(""), z.iso.date()]),
  hours_per_week: optionalNumberControl(z.number().min(0).max(80)),
  minimum_age: optionalNumberControl(z.number().int().min(0).max(99)),
  language_level: attributes.language_level,
});

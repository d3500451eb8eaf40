import { z } from "zod";
import { POSTAL_CODE } from "./fields";
import { numberControl, optionalNumberControl } from "./form-controls";
import { PROFILE_LIMITS, volunteerProfileSchema } from "./volunteer-profiles";

const attributes = volunteerProfileSchema.shape;

/** The skills control holds them as one text, separated by commas. */
export const splitSkills = (text: string) =>
  text
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);

/**
 * The volunteer profile form's text controls, validated on blur with the API's own rules; the choices (check boxes)
 * cannot be wrong in the form and are left to the API.
 */
export const volunteerProfileFormSchema = z.object({
  about: attributes.about,
  skills: z.string().transform(splitSkills).pipe(attributes.skills),
  hours_per_week: optionalNumberControl(z.number().int().min(1).max(PROFILE_LIMITS.hours)),
  postal_code: z.union([z.literal(""), z.string().trim().regex(POSTAL_CODE)]),
  distance_km: numberControl(z.number().int().min(1).max(PROFILE_LIMITS.distance)),
});

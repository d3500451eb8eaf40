import { z } from "zod";
import {
  ACTIVITY_FREQUENCIES,
  HELP_KINDS,
  LANGUAGE_LEVELS,
  VACANCY_STATUSES,
  VACANCY_TAGS,
  VACANCY_TYPES,
} from "./vacancy-options";
import { VACANCY_THEME_IDS } from "./vacancy-themes";
import { wireNumber as count, wireDate as isoDate, wireText as text } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A vacancy's attributes as the API sends them (vacancies.resource.ts returns this type; keys snake_case on the wire). */
export const vacancyResourceSchema = z.object({
  title: z.string(),
  titleEn: text.describe("The English title, null where none was written."),
  summary: text,
  description: z.string().describe("Rich text (HTML), sanitised."),
  descriptionEn: text.describe("The English description (rich text, sanitised), null where none was written."),
  status: z.enum(VACANCY_STATUSES),
  vacancyType: z.enum(VACANCY_TYPES),
  helpKind: z.enum(HELP_KINDS).nullable(),
  ageGroupIds: z.array(z.number().int()),
  tags: z.array(z.enum(VACANCY_TAGS)),
  themes: z.array(z.enum(VACANCY_THEME_IDS)),
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  dates: z.array(z.object({ startsAt: isoDate, endsAt: isoDate.nullable() })),
  expiresAt: isoDate.nullable(),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  showContactDetails: z.boolean(),
  remote: z.boolean(),
  street: text,
  houseNumber: text,
  postalCode: text,
  city: text,
  latitude: count,
  longitude: count,
  imageUrl: text,
  imageSmallUrl: text,
  imageWidth: count,
  imageHeight: count,
  imageSmallWidth: count,
  imageUploadId: count,
  hoursPerWeek: count,
  expensesReimbursed: z.boolean(),
  vogRequired: z.boolean(),
  minimumAge: count,
  languageLevel: z.enum(LANGUAGE_LEVELS),
  wheelchairAccessible: z.boolean(),
  fromHome: z.boolean(),
  organizationId: z.number().int(),
  centerId: z.number().int(),
});

/** The organization a vacancy names, in short. */
export const vacancyOrganizationSchema = z.object({ name: z.string(), organizationType: z.string(), logoUrl: text });

/** A vacancy's contact person: e-mail and phone only for staff, or when the vacancy shows its contact details. */
export const contactPersonSchema = z.object({
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: text,
  phoneNumber: text,
});

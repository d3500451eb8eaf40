import { z } from "zod";
import { wireDate, wireNumber, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A vacancy as a hit of the vacancy bank (and a saved vacancy): what a result card shows. */
export const vacancySearchHitSchema = z.object({
  title: z.string(),
  titleEn: wireText.describe("The English title, null where none was written."),
  summary: wireText,
  vacancyType: z.string(),
  helpKind: wireText,
  tags: z.array(z.string()),
  themes: z.array(z.string()),
  ageGroupIds: z.array(z.number().int()),
  city: wireText,
  remote: z.boolean(),
  fromHome: z.boolean(),
  expiresAt: wireDate.nullable(),
  publishedAt: wireDate.nullable(),
  hoursPerWeek: wireNumber,
  expensesReimbursed: z.boolean(),
  vogRequired: z.boolean(),
  minimumAge: wireNumber,
  languageLevel: z.string(),
  wheelchairAccessible: z.boolean(),
  organizationName: z.string(),
  organizationType: z.string(),
  imageSmallUrl: wireText,
  /** Only for a search near a place, in km to one decimal. */
  distanceKm: z.number().optional(),
});

/** A vacancy as a pin on the vacancy bank's map. */
export const vacancyMapPointSchema = z.object({ title: z.string(), latitude: z.number(), longitude: z.number() });

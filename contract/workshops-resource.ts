import { z } from "zod";
import { wireDate, wireText } from "./wire";
import { REGISTRATION_STATUSES, WORKSHOP_AUDIENCES } from "./workshops";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A workshop as the API sends it. */
export const workshopResourceSchema = z.object({
  title: z.string(),
  description: z.string(),
  titleEn: wireText.describe("The English title, null where none was written."),
  descriptionEn: wireText.describe("The English description, null where none was written."),
  audience: z.enum(WORKSHOP_AUDIENCES),
  startsAt: wireDate,
  endsAt: wireDate,
  location: wireText,
  online: z.boolean(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  waitlisted: z.number().int(),
  published: z.boolean(),
  icalUrl: z.string(),
});

/** A sign-up for a workshop (staff see them; the one who signs up his own). */
export const registrationResourceSchema = z.object({
  name: z.string(),
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: wireDate,
});

import { z } from "zod";
import { wireDate, wireId } from "./wire";

// What the API sends of volunteer profiles (server/http/openapi/README.md): apart from the forms' schemas.

const interests = z.object({
  about: z.string(),
  vacancyTypes: z.array(z.string()),
  tags: z.array(z.string()),
  activityTypeIds: z.array(wireId),
  skills: z.array(z.string()),
  availability: z.array(z.string()),
  hoursPerWeek: z.number().int().nullable(),
  place: z.string().nullable(),
  distanceKm: z.number().int(),
  languages: z.array(z.string()),
  certificateOfConduct: z.boolean(),
  updatedAt: wireDate,
});

const photo = z.object({ photoUrl: z.string().nullable(), photoSmallUrl: z.string().nullable() });

/** The owner's own profile: everything he entered. */
export const ownProfileResourceSchema = interests.extend({
  postalCode: z.string().nullable(),
  visible: z.boolean(),
  photoId: wireId.nullable(),
  ...photo.shape,
});

/** A pool card: a first name and initial, a place, never contact details or the postal code. */
export const poolProfileResourceSchema = interests.extend({
  displayName: z.string(),
  kmAway: z.number().nullable(),
  replied: z.boolean(),
  ...photo.shape,
});

/** The pool's `meta`: the place searched near, and whether the total was capped. */
export const poolMeta = z.object({ near: z.object({ label: z.string() }).optional(), totalCapped: z.boolean().optional() });

/** An organization's reply to a profile, as its volunteer or the organization sees it. */
export const profileReplyResourceSchema = z.object({
  volunteerProfileId: wireId,
  organizationId: wireId,
  organizationName: z.string(),
  body: z.string(),
  sender: z.string(),
  volunteer: z.string(),
  state: z.string(),
  conversationId: wireId.nullable(),
  received: z.boolean().describe("Sent to the caller's own profile"),
  createdAt: wireDate,
});

import { z } from "zod";
import { OVERVIEW_STATUSES } from "./activity-calendar";
import { ACTIVITY_FREQUENCIES } from "./vacancy-options";
import { wireDate, wireText } from "./wire";

// What the API sends of the activities' dates (server/http/openapi/README.md): apart from the screens' constants.

/** One date of a public activity, with what a calendar cell shows of its vacancy. */
export const activityDateResourceSchema = z.object({
  vacancyId: z.string(),
  title: z.string(),
  titleEn: wireText.describe("The English title, null where none was written."),
  city: z.string().nullable(),
  remote: z.boolean(),
  organizationName: z.string(),
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  startsAt: wireDate,
  endsAt: wireDate.nullable(),
});

/** One activity date as staff see it: the public calendar's attributes plus status, end date and applications. */
// Staff work in the centre's Dutch: the overview names a vacancy by its Dutch title only.
export const activityOverviewResourceSchema = activityDateResourceSchema.omit({ titleEn: true }).extend({
  status: z.enum(OVERVIEW_STATUSES),
  organizationId: z.string(),
  expiresAt: wireDate.nullable(),
  expiring: z.boolean(),
  openApplications: z.number().int(),
  acceptedApplications: z.number().int(),
});

const day = z.string().describe("YYYY-MM-DD");

/** The public calendar's `meta`: how many dates, in the range asked. */
export const activityDatesMeta = z.object({ total: z.number().int(), from: day, to: day });

/** The overview's `meta`: the same, and whether there were more dates than it lists. */
export const activityOverviewMeta = activityDatesMeta.extend({ truncated: z.boolean() });

/** A personal calendar feed's address (POST /api/v1/current_user/calendar_feed). */
export const calendarFeedResourceSchema = z.object({ url: z.string() });

import type { z } from "zod";
import { activityDateResourceSchema, calendarFeedResourceSchema } from "../../../contract/activity-calendar-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ActivityDateRow } from "./activity-calendar.service";

/** One date of a public activity, with what a calendar cell shows of its vacancy. */
export const activityDateResource: ResourceDefinition<ActivityDateRow, z.output<typeof activityDateResourceSchema>> = {
  type: "activity_dates",
  schema: activityDateResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    vacancyId: String(row.vacancyId),
    title: row.title,
    titleEn: row.titleEn,
    city: row.city,
    remote: row.remote,
    organizationName: row.organizationName,
    frequency: row.frequency,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }),
};

/** A user's personal feed: its secret address, given once. */
export const calendarFeedResource: ResourceDefinition<
  { userId: number; url: string },
  z.output<typeof calendarFeedResourceSchema>
> = {
  type: "calendar_feeds",
  schema: calendarFeedResourceSchema,
  id: (row) => row.userId,
  attributes: (row) => ({ url: row.url }),
};

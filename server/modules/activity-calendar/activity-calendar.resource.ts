import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ActivityDateRow } from "./activity-calendar.service";

/** One date of a public activity, with what a calendar cell shows of its vacancy. */
export const activityDateResource: ResourceDefinition<ActivityDateRow> = {
  type: "activity_dates",
  id: (row) => row.id,
  attributes: (row) => ({
    vacancyId: String(row.vacancyId),
    title: row.title,
    city: row.city,
    remote: row.remote,
    organizationName: row.organizationName,
    frequency: row.frequency,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }),
};

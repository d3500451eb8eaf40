import type { z } from "zod";
import { activityOverviewResourceSchema } from "../../../contract/activity-calendar-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ActivityOverviewRow } from "./activity-overview.service";

/** One activity date as staff see it: the public calendar's attributes plus status, end date and applications. */
export const activityOverviewResource: ResourceDefinition<
  ActivityOverviewRow,
  z.output<typeof activityOverviewResourceSchema>
> = {
  type: "activity_dates",
  schema: activityOverviewResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    vacancyId: String(row.vacancyId),
    title: row.title,
    status: row.status,
    city: row.city,
    remote: row.remote,
    organizationId: String(row.organizationId),
    organizationName: row.organizationName,
    frequency: row.frequency,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiring: row.expiring,
    openApplications: row.openApplications,
    acceptedApplications: row.acceptedApplications,
  }),
};

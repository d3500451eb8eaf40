import type { z } from "zod";
import { registrationResourceSchema, workshopResourceSchema } from "../../../contract/workshops-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { RegistrationRow } from "./workshop-registrations.service";
import type { WorkshopRow } from "./workshops.service";

export const workshopResource: ResourceDefinition<WorkshopRow, z.output<typeof workshopResourceSchema>> = {
  type: "workshops",
  schema: workshopResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    description: row.description,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    online: row.online,
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    waitlisted: row.waitlisted,
    published: row.published,
    icalUrl: `/api/v1/workshops/${row.id}/ical`,
  }),
  selfLink: (row) => `/api/v1/workshops/${row.id}`,
};

/** Only staff see sign-ups; the one who signs up sees his own in the answer. */
export const registrationResource: ResourceDefinition<RegistrationRow, z.output<typeof registrationResourceSchema>> = {
  type: "workshop_registrations",
  schema: registrationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/workshops/${row.workshopId}/registrations/${row.id}`,
};

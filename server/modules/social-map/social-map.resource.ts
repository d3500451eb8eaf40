import type { z } from "zod";
import { socialMapResourceSchema } from "../../../contract/social-map-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { OrganizationVacancy } from "../organizations/included-vacancies.service";
import { organizationVacancyResource } from "../organizations/organizations.resource";
import type { SocialMapRow } from "./social-map.service";

export type SocialMapResourceRow = SocialMapRow & { vacancies?: OrganizationVacancy[] };

/** An organization on the social map: what it made public, and (include=vacancies) its open vacancies. */
export const socialMapResource: ResourceDefinition<SocialMapResourceRow, z.output<typeof socialMapResourceSchema>> = {
  type: "social_map_organizations",
  schema: socialMapResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    organizationType: row.type,
    nonProfitType: row.nonProfitType,
    activityTypeIds: row.activityTypeIds,
    description: row.description,
    website: row.website,
    // The organization decides whether visitors see its phone number.
    phoneNumber: row.phoneVisible ? row.phoneNumber : null,
    contactEmail: row.contactEmail,
    logoUrl: row.logoUrl,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
  }),
  relationships: {
    vacancies: { definition: () => organizationVacancyResource, get: (row) => row.vacancies },
  },
  selfLink: (row) => `/api/v1/social_map_organizations/${row.id}`,
};

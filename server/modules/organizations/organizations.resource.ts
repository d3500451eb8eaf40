import type { z } from "zod";
import {
  addressResourceSchema,
  organizationMemberResourceSchema,
  organizationProfileResourceSchema,
  organizationResourceSchema,
  organizationVacancyResourceSchema,
} from "../../../contract/organizations-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { OrganizationVacancy } from "./included-vacancies.service";
import type { AddressRow, OrganizationWithAddress } from "./organizations.service";

/** One of an organization's users, as its managers pick a contact person from them. */
export interface OrganizationMember {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * An organization as sent: its vacancies and members only when asked for (include=) and loaded; `managed` when the
 * viewer manages it (he then sees a hidden phone number and the contact person).
 */
export type OrganizationResourceRow = OrganizationWithAddress & {
  vacancies?: OrganizationVacancy[];
  members?: OrganizationMember[];
  managed?: boolean;
};

export const organizationMemberResource: ResourceDefinition<
  OrganizationMember,
  z.output<typeof organizationMemberResourceSchema>
> = {
  type: "users",
  schema: organizationMemberResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ fullName: `${row.firstName} ${row.lastName}`.trim() }),
};

/** An organization's vacancy, as far as the organizations' documents tell it; the full one is at its self link. */
export const organizationVacancyResource: ResourceDefinition<
  OrganizationVacancy,
  z.output<typeof organizationVacancyResourceSchema>
> = {
  type: "vacancies",
  schema: organizationVacancyResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    titleEn: row.titleEn,
    status: row.status,
    vacancyType: row.vacancyType,
    city: row.city,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }),
  selfLink: (row) => `/api/v1/vacancies/${row.id}`,
};

export const addressResource: ResourceDefinition<AddressRow, z.output<typeof addressResourceSchema>> = {
  type: "addresses",
  schema: addressResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
  }),
};

/** The non-profit profile lives on the organization row; on the wire it is its own resource (spec section 3). */
export const organizationProfileResource: ResourceDefinition<
  OrganizationWithAddress,
  z.output<typeof organizationProfileResourceSchema>
> = {
  type: "organization_profiles",
  schema: organizationProfileResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    nonProfitType: row.nonProfitType,
    nonProfitTypeId: null,
    showOnSocialMap: row.showOnSocialMap,
    activityTypeIds: row.activityTypeIds,
  }),
};

export const organizationResource: ResourceDefinition<OrganizationResourceRow, z.output<typeof organizationResourceSchema>> = {
  type: "organizations",
  schema: organizationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    organizationType: row.type,
    website: row.website,
    // A hidden phone number is for the organization's managers only.
    phoneNumber: row.phoneVisible || row.managed ? row.phoneNumber : null,
    phoneVisible: row.phoneVisible,
    showContactDetailsDefault: row.showContactDetailsDefault,
    contactEmail: row.contactEmail,
    contactPersonId: row.managed && row.contactPersonId ? String(row.contactPersonId) : null,
    logoUrl: row.logoUrl,
    description: row.description,
    status: row.status,
    denyReason: row.denyReason,
    city: row.address?.city ?? null,
    centerId: row.centerId,
    createdAt: row.createdAt.toISOString(),
  }),
  relationships: {
    address: { definition: () => addressResource, get: (row) => row.address },
    profile: { definition: () => organizationProfileResource, get: (row) => row },
    vacancies: { definition: () => organizationVacancyResource, get: (row) => row.vacancies },
    members: { definition: () => organizationMemberResource, get: (row) => row.members },
  },
  selfLink: (row) => `/api/v1/organizations/${row.id}`,
};

export const ORGANIZATION_QUERY = {
  includes: ["address", "profile", "vacancies"],
  filters: ["name_cont", "type_eq", "status_eq", "center_id_eq"],
  sorts: ["name", "created_at"],
};

import type { z } from "zod";
import { contactPersonSchema, vacancyOrganizationSchema, vacancyResourceSchema } from "../../../contract/vacancies-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "../media/media.service";
import type { VacancyContactPerson, VacancyDetails, VacancyOrganization } from "./vacancy-details.service";

export const vacancyOrganizationResource: ResourceDefinition<VacancyOrganization, z.output<typeof vacancyOrganizationSchema>> = {
  type: "organizations",
  schema: vacancyOrganizationSchema,
  id: (row) => row.id,
  attributes: (row) => ({ name: row.name, organizationType: row.type, logoUrl: row.logoUrl }),
  selfLink: (row) => `/api/v1/organizations/${row.id}`,
};

/** The contact person as the viewer may see him: phone and e-mail only when the vacancy shows its contact details. */
export const contactPersonResource: ResourceDefinition<
  VacancyContactPerson & { detailsVisible: boolean },
  z.output<typeof contactPersonSchema>
> = {
  type: "users",
  schema: contactPersonSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.detailsVisible ? row.email : null,
    phoneNumber: row.detailsVisible ? row.phoneNumber : null,
  }),
};

export function vacancyResource(options: {
  staff: boolean;
}): ResourceDefinition<VacancyDetails, z.output<typeof vacancyResourceSchema>> {
  return {
    type: "vacancies",
    schema: vacancyResourceSchema,
    id: (row) => row.id,
    attributes: (row) => ({
      title: row.title,
      titleEn: row.titleEn,
      summary: row.summary,
      description: row.description,
      descriptionEn: row.descriptionEn,
      status: row.status,
      vacancyType: row.vacancyType,
      helpKind: row.helpKind,
      ageGroupIds: row.ageGroupIds,
      tags: row.tags,
      themes: row.themes,
      frequency: row.frequency,
      dates: row.dates.map((d) => ({ startsAt: d.startsAt.toISOString(), endsAt: d.endsAt?.toISOString() ?? null })),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      showContactDetails: row.showContactDetails,
      remote: row.remote,
      street: row.street,
      houseNumber: row.houseNumber,
      postalCode: row.postalCode,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      imageUrl: row.imagePath ? uploadUrl(row.imagePath) : null,
      imageSmallUrl: row.image ? uploadUrl(row.image.smallPath) : null,
      imageWidth: row.image?.width ?? null,
      imageHeight: row.image?.height ?? null,
      imageSmallWidth: row.image?.smallWidth ?? null,
      imageUploadId: row.imageUploadId,
      hoursPerWeek: row.hoursPerWeek,
      expensesReimbursed: row.expensesReimbursed,
      vogRequired: row.vogRequired,
      minimumAge: row.minimumAge,
      languageLevel: row.languageLevel,
      wheelchairAccessible: row.wheelchairAccessible,
      fromHome: row.fromHome,
      organizationId: row.organizationId,
      centerId: row.centerId,
    }),
    relationships: {
      organization: { definition: () => vacancyOrganizationResource, get: (row) => row.organization },
      // Named as the include parameter spells it.
      contact_person: {
        definition: () => contactPersonResource,
        // Staff always see phone and e-mail; the public only when the vacancy says so.
        get: (row) =>
          row.contactPerson ? { ...row.contactPerson, detailsVisible: options.staff || row.showContactDetails } : null,
      },
    },
    selfLink: (row) => `/api/v1/vacancies/${row.id}`,
  };
}

export const VACANCY_QUERY = {
  includes: ["organization", "contact_person"],
  filters: ["status_eq", "vacancy_type_eq", "organization_id_eq", "title_cont", "without_english"],
  sorts: ["title", "created_at", "expires_at", "status"],
};

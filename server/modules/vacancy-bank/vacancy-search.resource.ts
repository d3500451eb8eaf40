import type { z } from "zod";
import { vacancyMapPointSchema, vacancySearchHitSchema } from "../../../contract/vacancy-search-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "../media/media.service";
import type { VacancySearchRow } from "./vacancy-search-hits";
import type { VacancyPointRow } from "./vacancy-search-points";

/** A vacancy as a hit of the vacancy bank: what a result card shows, nothing more (the full one is /vacancies/:id). */
export const vacancySearchHitResource: ResourceDefinition<VacancySearchRow, z.output<typeof vacancySearchHitSchema>> = {
  type: "vacancies",
  schema: vacancySearchHitSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    vacancyType: row.vacancyType,
    helpKind: row.helpKind,
    tags: row.tags,
    themes: row.themes,
    ageGroupIds: row.ageGroupIds,
    city: row.city,
    remote: row.remote,
    fromHome: row.fromHome,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hoursPerWeek: row.hoursPerWeek,
    expensesReimbursed: row.expensesReimbursed,
    vogRequired: row.vogRequired,
    minimumAge: row.minimumAge,
    languageLevel: row.languageLevel,
    wheelchairAccessible: row.wheelchairAccessible,
    organizationName: row.organizationName,
    organizationType: row.organizationType,
    imageSmallUrl: row.imageSmallPath ? uploadUrl(row.imageSmallPath) : null,
    // Only for a search near a place; one decimal is as precise as a town's centre allows.
    ...(row.distanceKm === null ? {} : { distanceKm: Math.round(row.distanceKm * 10) / 10 }),
  }),
  selfLink: (row) => `/api/v1/vacancies/${row.id}`,
};

/** A vacancy as a pin on the vacancy bank's map: its title and place, for the popup's link. */
export const vacancyMapPointResource: ResourceDefinition<VacancyPointRow, z.output<typeof vacancyMapPointSchema>> = {
  type: "vacancies",
  schema: vacancyMapPointSchema,
  id: (row) => row.id,
  attributes: (row) => ({ title: row.title, latitude: row.latitude, longitude: row.longitude }),
  selfLink: (row) => `/api/v1/vacancies/${row.id}`,
};

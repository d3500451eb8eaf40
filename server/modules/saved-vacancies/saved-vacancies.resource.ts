import type { z } from "zod";
import { savedVacancyResourceSchema } from "../../../contract/saved-vacancies-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";

/** The heart on a vacancy: known by the vacancy's id. */
export const savedVacancyResource: ResourceDefinition<{ vacancyId: number }, z.output<typeof savedVacancyResourceSchema>> = {
  type: "saved_vacancies",
  schema: savedVacancyResourceSchema,
  id: (row) => row.vacancyId,
  attributes: (row) => ({ vacancyId: row.vacancyId }),
};

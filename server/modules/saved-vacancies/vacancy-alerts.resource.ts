import type { z } from "zod";
import { alertPageSearch } from "../../../contract/saved-vacancies";
import { vacancyAlertResourceSchema } from "../../../contract/saved-vacancies-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { VacancyAlertRow } from "./vacancy-alerts.service";

/** An alert for its owner: the search as the bank page's query string, so his screen can word it and link to it. */
export const vacancyAlertResource: ResourceDefinition<VacancyAlertRow, z.output<typeof vacancyAlertResourceSchema>> = {
  type: "vacancy_alerts",
  schema: vacancyAlertResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    email: row.email,
    frequency: row.frequency,
    active: row.confirmedAt !== null,
    search: alertPageSearch(row.query),
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/vacancy_alerts/${row.id}`,
};

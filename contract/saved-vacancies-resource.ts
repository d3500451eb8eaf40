import { z } from "zod";
import { ALERT_FREQUENCIES } from "./vacancy-alert-options";
import { wireDate } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A vacancy alert as its owner sees it: the search as the bank page's query string. */
export const vacancyAlertResourceSchema = z.object({
  email: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  active: z.boolean(),
  search: z.string(),
  createdAt: wireDate,
});

/** A vacancy the user saved: its id is the vacancy's. */
export const savedVacancyResourceSchema = z.object({ vacancyId: z.number().int() });

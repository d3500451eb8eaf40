import { z } from "zod";
import { resourceId } from "./ids";
import { ALERT_FREQUENCIES, type AlertFrequency } from "./vacancy-alert-options";
import { fromSearchParams, vacancySearchSchema } from "./vacancy-search";

/** POST /api/v1/saved_vacancies: the heart on a vacancy. */
export const savedVacancyCreateSchema = z.object({ vacancy_id: resourceId }).strict();

/** The most of a bank address an alert keeps. */
export const ALERT_SEARCH_MAX = 2000;

/** What the bank page's address holds beside its filters: the order, the page, and list or map. */
const NOT_FILTERS = new Set(["sort", "page", "view"]);

/** The bank page's query as the API names it: q=x -> filter[q]=x; sort, page and view do not matter for an alert. */
export function alertFilterParams(text: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(text.replace(/^\?/, ""))) {
    const inner = /^filter\[([^\]]*)\]$/.exec(name)?.[1] ?? name;
    if (!NOT_FILTERS.has(inner) && !name.startsWith("page[")) params.append(`filter[${inner}]`, value);
  }
  return params;
}

/** The bank page's query string (its filters), read by the bank's own schema, so an alert searches as the page did. */
const alertSearch = z
  .string()
  .max(ALERT_SEARCH_MAX)
  .transform((text, ctx) => {
    const parsed = vacancySearchSchema.safeParse(fromSearchParams(alertFilterParams(text)));
    if (parsed.success) return parsed.data.filter;
    ctx.addIssue({ code: "custom", params: { rule: "api-errors:detail.alertSearch" } });
    return z.NEVER;
  });

/** POST /api/v1/vacancy_alerts: mail me new vacancies like this. */
export const vacancyAlertCreateSchema = z
  .object({
    email: z.email().max(254),
    frequency: z.enum(ALERT_FREQUENCIES),
    search: alertSearch.prefault(""),
  })
  .strict();
export type VacancyAlertCreate = z.input<typeof vacancyAlertCreateSchema>;

/** What POST /api/v1/vacancy_alerts answers: active at once (a signed-in user's own address) or after the mail. */
export interface VacancyAlert {
  id: string;
  type: "vacancy_alerts";
  email: string;
  frequency: AlertFrequency;
  active: boolean;
}

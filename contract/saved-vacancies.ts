import { z } from "zod";
import { resourceId } from "./ids";
import { ALERT_FREQUENCIES, type AlertFrequency } from "./vacancy-alert-options";
import { fromSearchParams, toSearchParams, type VacancySearchFilter, vacancySearchSchema } from "./vacancy-search";

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

/** The other way: an alert's filters as the bank page's query string (q=soep&themes=care), for links and its words. */
export function alertPageSearch(filter: VacancySearchFilter): string {
  const page = new URLSearchParams();
  for (const [name, value] of toSearchParams({ filter })) page.set(name.replace(/^filter\[(.*)\]$/, "$1"), value);
  return page.toString();
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

/** PATCH /api/v1/vacancy_alerts/{id}: the signed-in owner changes how often it mails. */
export const vacancyAlertUpdateSchema = z.object({ frequency: z.enum(ALERT_FREQUENCIES) }).strict();

/**
 * An alert as the API sends it: active at once (a signed-in user's own address) or after the mail. GET lists the
 * signed-in user's own, with the search as the bank page's query string (`search`) and when it was made.
 */
export interface VacancyAlert {
  id: string;
  type: "vacancy_alerts";
  email: string;
  frequency: AlertFrequency;
  active: boolean;
  search?: string;
  createdAt?: string;
}

import type { Context } from "hono";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../contract/applications";
import { AppError } from "../../http/app-error";
import type { ParsedQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import type { ApplicationFilter } from "./applications.service";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

function invalid(c: Context<AppEnv>, parameter: string, value: string) {
  const detail = c.var.t("errors:detail.unknownFilter", { value: value.slice(0, 60) });
  return new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
}

/** A date (the whole day, UTC) or a moment; anything else is a 400 naming the parameter. */
function parseMoment(c: Context<AppEnv>, name: string, value: string): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalid(c, `filter[${name}]`, value);
  return date;
}

/** The list filters of GET /applications, checked: a bad value is a 400, never a 500 or a silent ignore. */
export function toApplicationFilter(c: Context<AppEnv>, filter: ParsedQuery["filter"]): ApplicationFilter {
  const out: ApplicationFilter = {};
  // parseJsonApiQuery has checked that it is an id.
  if (filter.vacancy_id_eq !== undefined) out.vacancyId = Number(filter.vacancy_id_eq);
  if (filter.status_eq !== undefined) {
    if (!(APPLICATION_STATUSES as readonly string[]).includes(filter.status_eq))
      throw invalid(c, "filter[status_eq]", filter.status_eq);
    out.status = filter.status_eq as ApplicationStatus;
  }
  if (filter.created_at_gteq) out.createdFrom = parseMoment(c, "created_at_gteq", filter.created_at_gteq);
  if (filter.created_at_lteq) {
    const to = parseMoment(c, "created_at_lteq", filter.created_at_lteq);
    // A date means up to and including that day.
    out.createdBefore = new Date(to.getTime() + (DATE_ONLY.test(filter.created_at_lteq) ? DAY_MS : 1));
  }
  const q = filter.q?.trim();
  if (q) out.query = q.slice(0, 100);
  return out;
}

import type { Context } from "hono";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../contract/applications";
import { createdRange, invalidFilter } from "../../http/jsonapi/created-range";
import type { ParsedQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import type { ApplicationFilter } from "./applications.service";

/** The list filters of GET /applications, checked: a bad value is a 400, never a 500 or a silent ignore. */
export function toApplicationFilter(c: Context<AppEnv>, filter: ParsedQuery["filter"]): ApplicationFilter {
  const out: ApplicationFilter = createdRange(c, filter);
  // parseJsonApiQuery has checked that it is an id.
  if (filter.vacancy_id_eq !== undefined) out.vacancyId = Number(filter.vacancy_id_eq);
  if (filter.status_eq !== undefined) {
    if (!(APPLICATION_STATUSES as readonly string[]).includes(filter.status_eq))
      throw invalidFilter(c, "filter[status_eq]", filter.status_eq);
    out.status = filter.status_eq as ApplicationStatus;
  }
  const q = filter.q?.trim();
  if (q) out.query = q.slice(0, 100);
  return out;
}

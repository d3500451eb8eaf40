import type { ApiQuery } from "../../../contract/api-client";
import { APPLICATION_STATUSES } from "../../../contract/applications";
import { oneOf } from "../../lib/list-params";

/** A day of the calendar as YYYY-MM-DD (not 2026-02-30), else undefined. */
const day = (value: string | null) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined;
};

/**
 * The applications list's filters from its address (q, vacancy, status, from, to), for the list and its export alike.
 * Only well-formed values reach the API, so a hand-edited address shows a list, not an error page.
 */
export const applicationListFilter = (search: URLSearchParams): ApiQuery["filter"] => ({
  q: search.get("q") || undefined,
  vacancyIdEq: /^\d{1,9}$/.test(search.get("vacancy") ?? "") ? (search.get("vacancy") as string) : undefined,
  statusEq: oneOf(APPLICATION_STATUSES, search.get("status")) || undefined,
  createdAtGteq: day(search.get("from")),
  createdAtLteq: day(search.get("to")),
});

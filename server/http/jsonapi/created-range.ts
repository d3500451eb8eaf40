import type { Context } from "hono";
import { isFilterDay } from "../../../contract/filter-days";
import { AppError } from "../app-error";
import type { AppEnv } from "../types";
import type { ParsedQuery } from "./query";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

export function invalidFilter(c: Context<AppEnv>, parameter: string, value: string) {
  const detail = c.get("t")("api-errors:detail.unknownFilter", { value: value.slice(0, 60) });
  return new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
}

/** A date (the whole day, UTC) or a moment; anything else, or a day out of range, is a 400 naming the parameter. */
function parseMoment(c: Context<AppEnv>, name: string, value: string): Date {
  const parameter = `filter[${name}]`;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalidFilter(c, parameter, value);
  if (!isFilterDay(value.slice(0, 10)) || !isFilterDay(date.toISOString().slice(0, 10))) {
    const detail = c.get("t")("api-errors:detail.search.dayOutOfRange", { parameter, value: value.slice(0, 60) });
    throw new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
  }
  return date;
}

/** filter[created_at_gteq] and filter[created_at_lteq] as a half-open range; a date `to` includes that whole day. */
export function createdRange(c: Context<AppEnv>, filter: ParsedQuery["filter"]): { createdFrom?: Date; createdBefore?: Date } {
  const range: { createdFrom?: Date; createdBefore?: Date } = {};
  if (filter.created_at_gteq) range.createdFrom = parseMoment(c, "created_at_gteq", filter.created_at_gteq);
  if (filter.created_at_lteq) {
    const to = parseMoment(c, "created_at_lteq", filter.created_at_lteq);
    range.createdBefore = new Date(to.getTime() + (DATE_ONLY.test(filter.created_at_lteq) ? DAY_MS : 1));
  }
  return range;
}

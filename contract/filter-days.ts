import { z } from "zod";

/** The days a date filter may name: both ends and a day either side stay inside what the database and Date can count. */
export const FIRST_FILTER_DAY = "1900-01-01";
export const LAST_FILTER_DAY = "2999-12-31";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text lies between the first and last filter day (four-digit years compare as text). */
export const isFilterDay = (value: string) => DAY.test(value) && value >= FIRST_FILTER_DAY && value <= LAST_FILTER_DAY;

/** A filter's day; outside the range it is a 400 (api-errors:detail.search.dayOutOfRange), never a 500. */
export const filterDay = z.iso.date().pipe(z.string().refine(isFilterDay, { message: "dayOutOfRange" }));

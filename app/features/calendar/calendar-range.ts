import { dateFormat } from "../../../contract/intl-formats";
/** Days of the activity calendar as "YYYY-MM-DD" in Dutch time; arithmetic on UTC noon, so no DST surprises. */

export const CALENDAR_VIEWS = ["month", "week", "list"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_TIME_ZONE = "Europe/Amsterdam";

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/** The Dutch calendar day of an instant. */
export function dayOf(instant: Date | string): string {
  return dateFormat("en-CA", {
    timeZone: CALENDAR_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
}

/** A valid "YYYY-MM-DD" in years 2000-2200, or null. */
export function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2200) return null;
  return toDay(toDate(value)) === value ? value : null;
}

export const parseView = (value: string | null): CalendarView =>
  (CALENDAR_VIEWS as readonly string[]).includes(value ?? "") ? (value as CalendarView) : "month";

/** Monday of the day's week (ISO weeks, as in the Netherlands). */
export function startOfWeek(day: string): string {
  return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

export function endOfMonth(day: string): string {
  const date = toDate(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return addDays(toDay(date), -1);
}

export function addMonths(day: string, months: number): string {
  const date = toDate(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return toDay(date);
}

/** How far ahead an empty period looks for the next activity: the API's longest range. */
export const ACTIVITY_LOOKAHEAD_DAYS = 93; // contract ACTIVITY_RANGE_MAX_DAYS, without its zod

/** The list shows this many days from its first: the coming four weeks, whatever the month. */
export const LIST_DAYS = 28;

/**
 * The days a view shows: a month grid runs from the Monday before the 1st to the Sunday after the last day; the list
 * runs four weeks from the day itself.
 */
export function viewRange(view: CalendarView, day: string): { from: string; to: string; anchor: string } {
  if (view === "week") {
    const from = startOfWeek(day);
    return { from, to: addDays(from, 6), anchor: from };
  }
  if (view === "list") return { from: day, to: addDays(day, LIST_DAYS - 1), anchor: day };
  const from = startOfWeek(startOfMonth(day));
  return { from, to: addDays(startOfWeek(endOfMonth(day)), 6), anchor: startOfMonth(day) };
}

/** The anchor of the period before or after: a week for the week view, four weeks for the list, else a month. */
export function stepRange(view: CalendarView, day: string, direction: 1 | -1): string {
  if (view === "week") return addDays(startOfWeek(day), 7 * direction);
  if (view === "list") return addDays(day, LIST_DAYS * direction);
  return addMonths(day, direction);
}

/** The month a view is about: the anchor's month for the month view, else the days shown. */
export function periodOf(view: CalendarView, from: string, to: string, anchor: string): { start: string; end: string } {
  return view === "month" ? { start: anchor, end: endOfMonth(anchor) } : { start: from, end: to };
}

/** The day another view opens on: today when the period shown has it (so 'Week' is this week), else its start. */
export function switchDay(period: { start: string; end: string }, today: string): string {
  return period.start <= today && today <= period.end ? today : period.start;
}

/** Every day from..to, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

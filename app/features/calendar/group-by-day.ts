import type { ActivityDate } from "../../../contract/activity-calendar";
import { dayOf, daysBetween } from "./calendar-range";

/** Each date on every Dutch day it runs (a multi-day camp shows on each), within from..to. */
export function groupByDay(dates: ActivityDate[], from: string, to: string): Map<string, ActivityDate[]> {
  const days = new Map<string, ActivityDate[]>();
  for (const date of dates) {
    const first = dayOf(date.startsAt);
    const last = date.endsAt ? dayOf(date.endsAt) : first;
    for (const day of daysBetween(first < from ? from : first, last > to ? to : last)) {
      const list = days.get(day) ?? [];
      list.push(date);
      days.set(day, list);
    }
  }
  return days;
}

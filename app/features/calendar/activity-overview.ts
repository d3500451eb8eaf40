import type { ApiQuery } from "../../../contract/api-client";
import { addDays, dayOf } from "./calendar-range";

/**
 * The staff overview's state as the address holds it (?from=&to=&status=&organization=&q=). Sent to the API as is,
 * so a bad value comes back as its translated 400 instead of being silently replaced.
 */
export interface OverviewState {
  from: string;
  to: string;
  status: string;
  organization: string;
  q: string;
}

const NAMES = ["from", "to", "status", "organization", "q"] as const;

export function readOverviewState(params: URLSearchParams): OverviewState {
  const get = (name: string) => (params.get(name) ?? "").trim();
  return { from: get("from"), to: get("to"), status: get("status"), organization: get("organization"), q: get("q") };
}

/** GET /api/v1/activity_overview for that state; an empty period means the API's default (four weeks from today). */
export function toOverviewQuery(state: OverviewState): ApiQuery {
  const value = (text: string) => text || undefined;
  return {
    filter: {
      from: value(state.from),
      to: value(state.to),
      status_eq: value(state.status),
      organization_id_eq: value(state.organization),
      q: value(state.q),
    },
  };
}

/** The address's query string for a state with some of it changed ("" when nothing is set). */
export function overviewSearch(state: OverviewState, change: Partial<OverviewState> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  for (const name of NAMES) if (next[name]) params.set(name, next[name]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The period of the same length right before (-1) or after (1) from..to. */
export function shiftPeriod(from: string, to: string, direction: 1 | -1): { from: string; to: string } {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { from: addDays(from, days * direction), to: addDays(to, days * direction) };
}

/** Each date under the Dutch day it starts on, or under the period's first day when it began before. */
export function groupByStartDay<T extends { startsAt: string }>(dates: T[], from: string): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const date of dates) {
    const start = dayOf(date.startsAt);
    const day = start < from ? from : start;
    days.set(day, [...(days.get(day) ?? []), date]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

import { z } from "zod";
import { filterDay } from "./filter-days";
import { resourceId } from "./ids";
import { dateFormat } from "./intl-formats";
import type { ActivityFrequency } from "./vacancy-options";

/** The activity calendar's query (GET /api/v1/activity_dates): whole days in Dutch time, both ends inclusive. */

export const ACTIVITY_RANGE_MAX_DAYS = 93;

const day = z.preprocess((v) => (v === undefined || v === "" ? undefined : v), filterDay.optional());

/** Messages are keys under api-errors:detail.search; the path names the parameter. */
export const activityDatesQuerySchema = z
  .object({
    filter: z.object({ from: day, to: day }).strict().default({}),
  })
  .strict()
  .superRefine(({ filter }, ctx) => {
    const issue = (name: string, message: string) => ctx.addIssue({ code: "custom", path: ["filter", name], message });
    if (!filter.from) issue("from", "required");
    if (!filter.to) issue("to", "required");
    if (!filter.from || !filter.to) return;
    const days = (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1;
    if (days < 1) issue("to", "rangeOrder");
    else if (days > ACTIVITY_RANGE_MAX_DAYS) issue("to", "rangeTooLong");
  })
  .transform(({ filter }) => ({ from: filter.from as string, to: filter.to as string }));

export type ActivityDatesRange = z.output<typeof activityDatesQuerySchema>;

/** One date of a public activity as the client sees it (camelCase, after deserialising). */
export interface ActivityDate {
  id: string;
  type: "activity_dates";
  vacancyId: string;
  title: string;
  /** The English title, null where none was written. */
  titleEn: string | null;
  city: string | null;
  remote: boolean;
  organizationName: string;
  frequency: ActivityFrequency | null;
  startsAt: string;
  endsAt: string | null;
}

/** The staff overview (GET /api/v1/activity_overview): every status but deleted, in the back office's scope. */

export const OVERVIEW_DEFAULT_DAYS = 28;
export const OVERVIEW_STATUSES = ["draft", "published", "filled", "expired", "archived"] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

const blankToUndefined = (v: unknown) => (v === undefined || v === "" ? undefined : v);

/** The Dutch calendar day (YYYY-MM-DD) of an instant. */
export const dutchDay = (instant: Date) =>
  dateFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Without a period: from `today` on, four weeks. Messages are keys under api-errors:detail.search. */
export function activityOverviewQuerySchema(today: string) {
  return z
    .object({
      filter: z
        .object({
          from: day,
          to: day,
          status_eq: z.preprocess(blankToUndefined, z.enum(OVERVIEW_STATUSES).optional()),
          organization_id_eq: z.preprocess(blankToUndefined, resourceId.optional()),
          q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
        })
        .strict()
        .default({}),
      format: z.enum(["csv"]).optional(),
    })
    .strict()
    .transform(({ filter, format }) => {
      const from = filter.from ?? today;
      return {
        from,
        to: filter.to ?? shiftDay(from, OVERVIEW_DEFAULT_DAYS - 1),
        status: filter.status_eq,
        organizationId: filter.organization_id_eq,
        q: filter.q || undefined,
        csv: format === "csv",
      };
    })
    .superRefine(({ from, to }, ctx) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["filter", "to"], message });
      if (days < 1) issue("rangeOrder");
      else if (days > ACTIVITY_RANGE_MAX_DAYS) issue("rangeTooLong");
    });
}

export type ActivityOverviewQuery = z.output<ReturnType<typeof activityOverviewQuerySchema>>;

/** One date of an activity in the staff overview, with its vacancy's status and application counts. */
export interface OverviewDate extends Omit<ActivityDate, "titleEn"> {
  status: OverviewStatus;
  organizationId: string;
  expiresAt: string | null;
  /** Published and ending within EXPIRING_WITHIN_DAYS (contract/dashboard.ts). */
  expiring: boolean;
  /** Applications waiting for a decision, and accepted ones, to the activity (all its dates together). */
  openApplications: number;
  acceptedApplications: number;
}

import { z } from "zod";
import type { ActivityFrequency } from "./vacancies";

/** The activity calendar's query (GET /api/v1/activity_dates): whole days in Dutch time, both ends inclusive. */

export const ACTIVITY_RANGE_MAX_DAYS = 93;

const day = z.preprocess((v) => (v === undefined || v === "" ? undefined : v), z.iso.date().optional());

/** Messages are keys under errors:detail.search; the path names the parameter. */
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
  city: string | null;
  remote: boolean;
  organizationName: string;
  frequency: ActivityFrequency | null;
  startsAt: string;
  endsAt: string | null;
}

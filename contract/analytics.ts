import { z } from "zod";
import { filterDay } from "./filter-days";

/** How far back /analytics looks by default, and the longest period one request may read. */
export const ANALYTICS_DEFAULT_DAYS = 365;
export const ANALYTICS_MAX_DAYS = 3 * 366;

/** The tables of /analytics, each a CSV download of its own (format=csv&table=...). */
export const ANALYTICS_TABLES = [
  "weeks",
  "answer_times",
  "answer_distribution",
  "response_times",
  "search_terms",
  "zero_results",
  "totals",
  "match_followups",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The answer-time bins of the distribution, in hours: [from, to). */
export const ANSWER_TIME_BINS = [
  { key: "day", from: 0, to: 24 },
  { key: "twoDays", from: 24, to: 48 },
  { key: "week", from: 48, to: 168 },
  { key: "twoWeeks", from: 168, to: 336 },
  { key: "longer", from: 336, to: Number.POSITIVE_INFINITY },
] as const;

/**
 * The answer times' log-scale buckets, each its lower edge in hours (the last one open-ended); the same list as the
 * database's analytics_answer_bucket() (migration 0048). Every bin edge above is one of them.
 */
export const ANSWER_TIME_BUCKETS = [
  0, 1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 36, 48, 72, 96, 120, 168, 240, 336, 504, 720, 1008, 1440,
] as const;

/** The bucket (its lower edge) of an answer time in hours, as analytics_answer_bucket() puts it. */
export function answerTimeBucket(hours: number): number {
  return ANSWER_TIME_BUCKETS.findLast((edge) => edge <= hours) ?? 0;
}

const isoDate = filterDay;
const id = z.coerce.number().int().min(1).max(2_147_483_647).optional();

/** GET /api/v1/analytics: the period (UTC days, both included) and one centre or organization. */
export const analyticsQuerySchema = z
  .object({
    filter: z
      .object({ from: isoDate.optional(), to: isoDate.optional(), center_id: id, organization_id: id })
      .strict()
      .default({}),
    format: z.enum(["json", "csv"]).optional(),
    table: z.enum(ANALYTICS_TABLES).optional(),
  })
  .strict();
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** GET /api/v1/analytics/trends: one year month by month beside the year before. */
export const analyticsTrendsQuerySchema = z
  .object({
    filter: z
      .object({ year: z.coerce.number().int().min(2000).max(2100).optional(), center_id: id, organization_id: id })
      .strict()
      .default({}),
    format: z.enum(["json", "csv"]).optional(),
  })
  .strict();
export type AnalyticsTrendsQuery = z.output<typeof analyticsTrendsQuerySchema>;

export interface AnalyticsTotals {
  vacanciesPublished: number;
  vacanciesFilled: number;
  vacanciesExpired: number;
  applications: number;
  accepted: number;
  rejected: number;
  /** accepted / (accepted + rejected); null without decisions. */
  acceptanceRate: number | null;
  firstAnswers: number;
  /** The median hours to a first answer, interpolated within its bucket, to the whole hour; null without answers. */
  medianAnswerHours: number | null;
  poolReplies: number;
  poolRepliesAnswered: number;
  poolRepliesDeclined: number;
}

export interface AnalyticsWeek {
  /** The Monday that starts the week, YYYY-MM-DD. */
  week: string;
  applications: number;
  vacanciesPublished: number;
  vacanciesFilled: number;
  vacanciesExpired: number;
  poolReplies: number;
}

/** Matches (accepted applications) of a period and what their follow-ups say (issue 44). */
export interface MatchFollowupFigures {
  matches: number;
  /** Matches with at least one follow-up answer. */
  followedUp: number;
  /** Of those, the matches that started (still active, stopped since, or lasted). */
  started: number;
  shareStarted: number | null;
  /** Matches with an answer at the second check (three months). */
  checked: number;
  /** Of those, the matches still active then. */
  lasted: number;
  shareLasted: number | null;
}

/** An organization's response times (issue 44): see server/modules/applications/README.md. */
export interface AnalyticsResponseTimes {
  organizationId: number;
  organizationName: string;
  /** Its centre's days before the reminder. */
  reminderDays: number;
  applications: number;
  responded: number;
  medianHours: number | null;
  /** Share (0-1) answered within the reminder days; null when nothing can be judged yet. */
  withinReminderDays: number | null;
  openWithoutResponse: number;
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  centerId: number | null;
  organizationId: number | null;
  totals: AnalyticsTotals;
  weeks: AnalyticsWeek[];
  answerTimes: { organizationId: number; organizationName: string; answers: number; medianHours: number }[];
  answerDistribution: { bin: (typeof ANSWER_TIME_BINS)[number]["key"]; answers: number }[];
  /** Per organization, the applications made in the period: time to the first response (decision or message). */
  responseTimes: AnalyticsResponseTimes[];
  searchTerms: { term: string; searches: number }[];
  zeroResults: { term: string; searches: number }[];
  /** The centre's (or organizations') follow-up figures and each organization's. */
  matchFollowups: MatchFollowupFigures & {
    organizations: (MatchFollowupFigures & { organizationId: number; organizationName: string })[];
  };
}

export interface AnalyticsTrendMonth {
  month: number;
  volunteers: number | null;
  volunteersPreviousYear: number | null;
  organizations: number | null;
  organizationsPreviousYear: number | null;
  applications: number;
  applicationsPreviousYear: number;
}

export interface AnalyticsTrends {
  year: number;
  centerId: number | null;
  organizationId: number | null;
  months: AnalyticsTrendMonth[];
}

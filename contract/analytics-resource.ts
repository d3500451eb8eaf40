import { z } from "zod";
import { ANSWER_TIME_BINS } from "./analytics";
import { wireId } from "./wire";

// What GET /api/v1/analytics sends (server/http/openapi/README.md): the shapes of contract/analytics.ts as a schema.

const count = z.number().int();
const day = z.string().describe("YYYY-MM-DD");
const terms = z.array(z.object({ term: z.string(), searches: count }));
/** Matches of the period and what their follow-ups say (issue 44). */
const followupFigures = z.object({
  matches: count,
  followedUp: count,
  started: count,
  shareStarted: z.number().nullable(),
  checked: count,
  lasted: count,
  shareLasted: z.number().nullable(),
});

/** The figures of a period: totals, weeks, answer times and the searches. */
export const analyticsResourceSchema = z.object({
  from: day,
  to: day,
  centerId: wireId.nullable(),
  organizationId: wireId.nullable(),
  totals: z.object({
    vacanciesPublished: count,
    vacanciesFilled: count,
    vacanciesExpired: count,
    applications: count,
    accepted: count,
    rejected: count,
    acceptanceRate: z.number().nullable(),
    firstAnswers: count,
    medianAnswerHours: z.number().nullable(),
    poolReplies: count,
    poolRepliesAnswered: count,
    poolRepliesDeclined: count,
  }),
  weeks: z.array(
    z.object({
      week: day,
      applications: count,
      vacanciesPublished: count,
      vacanciesFilled: count,
      vacanciesExpired: count,
      poolReplies: count,
    }),
  ),
  answerTimes: z.array(
    z.object({ organizationId: wireId, organizationName: z.string(), answers: count, medianHours: z.number() }),
  ),
  answerDistribution: z.array(
    z.object({ bin: z.enum(ANSWER_TIME_BINS.map((bin) => bin.key) as [string, ...string[]]), answers: count }),
  ),
  responseTimes: z.array(
    z.object({
      organizationId: wireId,
      organizationName: z.string(),
      reminderDays: count,
      applications: count,
      responded: count,
      medianHours: z.number().nullable(),
      withinReminderDays: z.number().nullable().describe("Share (0-1) answered within the reminder days"),
      openWithoutResponse: count,
    }),
  ),
  searchTerms: terms,
  zeroResults: terms,
  matchFollowups: followupFigures.extend({
    organizations: z.array(followupFigures.extend({ organizationId: wireId, organizationName: z.string() })),
  }),
});

/** A year's months beside the year before. */
export const analyticsTrendsResourceSchema = z.object({
  year: count,
  centerId: wireId.nullable(),
  organizationId: wireId.nullable(),
  months: z.array(
    z.object({
      month: count,
      volunteers: count.nullable(),
      volunteersPreviousYear: count.nullable(),
      organizations: count.nullable(),
      organizationsPreviousYear: count.nullable(),
      applications: count,
      applicationsPreviousYear: count,
    }),
  ),
});

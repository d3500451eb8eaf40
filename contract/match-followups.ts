import { z } from "zod";
import type { Translate } from "./validation";

// Issue 44, item 1: some weeks after an application is accepted, the volunteer and the organization are asked how it went.

/** The answers in the mail's page: the match started, it never started, or it started and stopped since. */
export const MATCH_FOLLOWUP_ANSWERS = ["started", "not_started", "stopped"] as const;
export type MatchFollowupAnswer = (typeof MATCH_FOLLOWUP_ANSWERS)[number];

/** What the answers say of a match: "lasted" is still active at the second check (after three months). */
export const MATCH_OUTCOMES = ["started", "not_started", "stopped", "lasted"] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** Who is asked: the volunteer who applied, or the organization's contact person (or superusers). */
export const MATCH_FOLLOWUP_PARTIES = ["volunteer", "organization"] as const;
export type MatchFollowupParty = (typeof MATCH_FOLLOWUP_PARTIES)[number];

/** The first check, in weeks after the acceptance: a centre setting. */
export const MATCH_FOLLOWUP_WEEKS = { min: 1, max: 26, default: 4 } as const;
/** The second check, in months after the acceptance. */
export const MATCH_FOLLOWUP_SECOND_MONTHS = 3;
/** How long a mailed link answers. */
export const MATCH_FOLLOWUP_LINK_DAYS = 30;
export const MATCH_FOLLOWUP_COMMENT_MAX = 1000;

/** The settings screen's form: the weeks before the first check, as the API checks them. */
export function matchFollowupSettingsSchemaFor(t: Translate) {
  return z.object({
    match_followup_weeks: z.coerce
      .number()
      .int()
      .min(MATCH_FOLLOWUP_WEEKS.min, { message: t("validation:matchFollowupWeeks", MATCH_FOLLOWUP_WEEKS) })
      .max(MATCH_FOLLOWUP_WEEKS.max, { message: t("validation:matchFollowupWeeks", MATCH_FOLLOWUP_WEEKS) }),
  });
}

/** POST /api/v1/match_followup_answers: the mailed token, one answer and an optional comment. */
export const matchFollowupAnswerSchema = z.object({
  token: z.string().min(1).max(128),
  answer: z.enum(MATCH_FOLLOWUP_ANSWERS),
  comment: z
    .string()
    .trim()
    .max(MATCH_FOLLOWUP_COMMENT_MAX)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});

/** POST /api/v1/match_followup_opt_outs: the mailed token is the proof. */
export const matchFollowupOptOutSchema = z.object({ token: z.string().min(1).max(128) });

/** The state of a mailed link, as its page shows it (GET never records anything). */
export const MATCH_FOLLOWUP_LINK_STATES = ["open", "answered", "expired"] as const;
export type MatchFollowupLinkState = (typeof MATCH_FOLLOWUP_LINK_STATES)[number];

/** GET /api/v1/match_followups?token=: the question behind a mailed link, in the answer's meta. */
export const matchFollowupLinkMeta = z.object({
  state: z.enum(MATCH_FOLLOWUP_LINK_STATES),
  party: z.enum(MATCH_FOLLOWUP_PARTIES),
  round: z.number().int().describe("1: some weeks after the acceptance; 2: after three months"),
  vacancyTitle: z.string(),
  organizationName: z.string(),
  volunteerName: z.string(),
});
export type MatchFollowupLink = z.output<typeof matchFollowupLinkMeta>;

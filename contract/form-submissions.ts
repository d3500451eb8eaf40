import { z } from "zod";
import type { Answers } from "./form-answers";
import { FORM_SPAM } from "./form-spam";
import type { FormQuestion } from "./forms";

/**
 * Invitations: at most this many addresses at once, and per hour for a form and for its centre (so a form is no mass
 * mailer); a token lasts `defaultDays` unless the sender says otherwise.
 */
export const INVITATION_LIMITS = {
  perRequest: 200,
  perFormPerHour: 250,
  perCenterPerHour: 500,
  defaultDays: 30,
  maxDays: 365,
  name: 100,
} as const;

/**
 * POST /api/v1/public_forms/{token}/submissions: the answers by question id (checked with `answersSchema`), when the
 * form was shown (the minimum fill time) and the honeypot.
 */
export const submissionCreateSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  /** The moment the form was shown, in milliseconds since 1970, as the page received it from the server. */
  started_at: z.number().int().nonnegative(),
  [FORM_SPAM.honeypot]: z.string().max(1_000).optional(),
});
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;

/** PATCH /api/v1/forms/{id}/submissions/{submissionId}: staff mark a submission and keep a note on it. */
export const submissionUpdateSchema = z
  .object({
    marked: z.boolean(),
    note: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z.string().trim().max(10_000).nullable(),
    ),
  })
  .partial();
export type SubmissionUpdate = z.output<typeof submissionUpdateSchema>;

/** POST /api/v1/forms/{id}/invitations: one personal link per address, valid until expires_at (default 30 days). */
export const invitationCreateSchema = z.object({
  emails: z.array(z.email().max(254)).min(1).max(INVITATION_LIMITS.perRequest),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

/**
 * Why a respondent cannot answer: the form is closed (by staff, its closing moment or its maximum), or the invitation
 * was used (and allows one answer), has expired or was withdrawn.
 */
export const PUBLIC_FORM_STATES = ["open", "closed", "used", "expired", "revoked"] as const;
export type PublicFormState = (typeof PUBLIC_FORM_STATES)[number];

/** GET /api/v1/public_forms/{token}: a form as its respondent may see it. */
export interface PublicForm {
  id: string;
  type: "public_forms";
  title: string;
  description: string | null;
  titleEn: string | null;
  descriptionEn: string | null;
  state: PublicFormState;
  /** The moment the page is shown, for the minimum fill time (`started_at`). */
  shownAt: number;
  questions: FormQuestion[];
}

/** A submission as staff read it: the questions as the respondent saw them, and the answers by question id. */
export interface FormSubmission {
  id: string;
  type: "form_submissions";
  formId: number;
  /** The options' Dutch labels, and their ids in the same order where the submission kept them. */
  questions: (Pick<FormQuestion, "id" | "text" | "questionType"> & { options: string[]; optionIds?: string[] })[];
  answers: Answers;
  respondentEmail: string | null;
  /** The invitation it came through (token_holder forms). */
  invitationEmail: string | null;
  marked: boolean;
  note: string | null;
  createdAt: string;
  /** When the retention job deletes it (the form's retention period after createdAt). */
  deletedAt: string;
}

export const INVITATION_STATES = ["pending", "used", "expired", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface FormInvitation {
  id: string;
  type: "form_invitations";
  email: string;
  state: InvitationState;
  submissionCount: number;
  expiresAt: string;
  createdAt: string;
}

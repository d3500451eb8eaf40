import { z } from "zod";
import { INVITATION_STATES, PUBLIC_FORM_STATES } from "./form-submissions";
import { FORM_QUESTION_TYPES } from "./forms";
import { formQuestionResourceSchema } from "./forms-resource";
import { wireDate, wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A submission as its form's managers see it: the questions as the respondent saw them, the answers by question id. */
export const formSubmissionResourceSchema = z.object({
  formId: wireId,
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      questionType: z.enum(FORM_QUESTION_TYPES),
      /** The options' Dutch labels; an answer is the label the respondent saw (English on /en where written). */
      options: z.array(z.string()),
      /** Each option's id, in the same order (submissions since the options had ids). */
      optionIds: z.array(z.string()).optional(),
    }),
  ),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  respondentEmail: wireText,
  invitationEmail: wireText,
  marked: z.boolean(),
  note: wireText,
  createdAt: wireDate,
  /** When it is deleted by its form's retention. */
  deletedAt: wireDate,
});

/** A personal invitation to a token_holder form. */
export const formInvitationResourceSchema = z.object({
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  submissionCount: z.number().int(),
  expiresAt: wireDate,
  createdAt: wireDate,
});

/** A form as its respondent sees it: its questions only while it takes answers. */
export const publicFormResourceSchema = z.object({
  title: z.string(),
  description: wireText,
  titleEn: wireText,
  descriptionEn: wireText,
  state: z.enum(PUBLIC_FORM_STATES),
  /** When the form was shown (ms since the epoch): the minimum fill time counts from here. */
  shownAt: z.number(),
  questions: z.array(formQuestionResourceSchema.extend({ type: z.literal("form_questions"), id: z.string() })),
});

/** What a respondent hears back: only where a copy of his answers went, if anywhere. */
export const submittedResourceSchema = z.object({ copySentTo: z.string().nullable() });

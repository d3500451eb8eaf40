import { z } from "zod";
import { resourceId } from "./ids";
import { optionalText } from "./optional-text";

/** Spec section 3: anonymous is public; token_holder answers by a personal invitation only. */
export const FORM_ACCESS_PERMISSIONS = ["anonymous", "token_holder"] as const;
export type FormAccessPermission = (typeof FORM_ACCESS_PERMISSIONS)[number];

/** Spec section 3, in its order. info_section is text between questions, never answered. */
export const FORM_QUESTION_TYPES = [
  "text",
  "multiple_choice",
  "date",
  "number",
  "checkbox",
  "email",
  "url",
  "phone",
  "info_section",
  "time",
] as const;
export type FormQuestionType = (typeof FORM_QUESTION_TYPES)[number];

/** The types whose answer is one or more of the question's options (multiple_choice one, checkbox any). */
export const CHOICE_QUESTION_TYPES: readonly FormQuestionType[] = ["multiple_choice", "checkbox"];
/** Fewest options that make a choice: one box to tick, two to choose between. */
export const MIN_OPTIONS: Partial<Record<FormQuestionType, number>> = { multiple_choice: 2, checkbox: 1 };

/** DESIGN.md section 6: at most 100 questions, 50 options; titles 3-120; descriptions 10,000. */
export const FORM_LIMITS = {
  titleMin: 3,
  title: 120,
  description: 10_000,
  questions: 100,
  questionText: 1_000,
  options: 50,
  option: 200,
  maxSubmissions: 100_000,
  retentionMonthsMin: 1,
  retentionMonths: 120,
} as const;
/** Submissions are kept a year unless the form says otherwise (AVG: no longer than needed). */
export const DEFAULT_RETENTION_MONTHS = 12;

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const formFields = {
  title: z.string().trim().min(FORM_LIMITS.titleMin).max(FORM_LIMITS.title),
  /** Text above the form. */
  description: z.preprocess(emptyToNull, z.string().trim().max(FORM_LIMITS.description).nullable()).optional(),
  /** The English title and description (decision 36); empty or null: none, /en shows the Dutch marked as Dutch. */
  title_en: optionalText(FORM_LIMITS.title),
  description_en: optionalText(FORM_LIMITS.description),
  /** The organization the form is for (one of the centre's); none for the centre's own forms. */
  organization_id: resourceId.nullable().optional(),
  access_permission: z.enum(FORM_ACCESS_PERMISSIONS).optional(),
  /** A closed form shows respondents that it takes no more answers. */
  is_open: z.boolean().optional(),
  /** After this moment the form is closed by itself. */
  closes_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Once this many submissions are in, the form is closed by itself. */
  max_submissions: z.number().int().min(1).max(FORM_LIMITS.maxSubmissions).nullable().optional(),
  /** An invitation may be answered more than once (a weekly log); otherwise its link works once. */
  multiple_submissions: z.boolean().optional(),
  /** Submissions older than this are deleted (AVG). */
  retention_months: z.number().int().min(FORM_LIMITS.retentionMonthsMin).max(FORM_LIMITS.retentionMonths).optional(),
};

/** POST /api/v1/forms: a new form of the site's centre, open, public unless access_permission says otherwise. */
export const formCreateSchema = z.object(formFields);
export type FormCreate = z.output<typeof formCreateSchema>;

/** PATCH /api/v1/forms/{id}: the fields sent change. */
export const formUpdateSchema = z.object(formFields).partial();
export type FormUpdate = z.output<typeof formUpdateSchema>;

/** An option's key: kept when its label changes, so an answer maps to its option in either language. */
export const OPTION_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A choice as stored and sent: its key, its Dutch label and its English one if written (decision 36). An answer
 * names the option by its id (or, as before, by its label).
 */
export interface FormOption {
  id: string;
  label: string;
  label_en?: string | null;
}

/** An option as a client sends it: a label alone (a new option, or the one with that label), or with its id and English. */
const option = z.preprocess(
  (value) => (typeof value === "string" ? { label: value } : value),
  z.object({
    id: z.string().regex(OPTION_ID).optional(),
    label: z.string().trim().min(1).max(FORM_LIMITS.option),
    label_en: optionalText(FORM_LIMITS.option),
  }),
);
export type FormOptionInput = z.output<typeof option>;

const questionFields = {
  text: z.string().trim().min(1).max(FORM_LIMITS.questionText),
  /** The question (or explanation) in English; none: /en shows the Dutch marked as Dutch. */
  text_en: optionalText(FORM_LIMITS.questionText),
  question_type: z.enum(FORM_QUESTION_TYPES),
  required: z.boolean().optional(),
  /** A text question answered in several lines. */
  long_answer: z.boolean().optional(),
  /** The choices of a multiple_choice or checkbox question, in order, each once. */
  options: z
    .array(option)
    .max(FORM_LIMITS.options)
    .refine((list) => new Set(list.map((o) => o.label)).size === list.length, {
      params: { rule: "forms:rules.uniqueOptions" },
    })
    .optional(),
  /** 0 first; the others move up or down around it. */
  position: z.number().int().min(0).max(FORM_LIMITS.questions).optional(),
};

/** A choice needs its options; an explanation is never required. Other types carry no options or long answer. */
function checkQuestion(question: { question_type?: FormQuestionType; options?: unknown[] }, ctx: z.RefinementCtx) {
  const min = question.question_type ? MIN_OPTIONS[question.question_type] : undefined;
  if (min !== undefined && (question.options?.length ?? 0) < min) {
    ctx.addIssue({
      code: "custom",
      path: ["options"],
      params: { rule: "forms:rules.choiceOptions", count: min },
      input: question.options,
    });
  }
}

/** POST /api/v1/forms/{id}/questions: added at the end, or at position. */
export const formQuestionCreateSchema = z.object(questionFields).superRefine(checkQuestion);
export type FormQuestionCreate = z.output<typeof formQuestionCreateSchema>;

/**
 * PATCH /api/v1/forms/{id}/questions/{questionId}: the fields sent change. A new type is checked with the options it
 * will have (the service checks the combination with what is stored).
 */
export const formQuestionUpdateSchema = z.object(questionFields).partial();
export type FormQuestionUpdate = z.output<typeof formQuestionUpdateSchema>;

/** A form as the client sees it (camelCase). */
export interface Form {
  id: string;
  type: "forms";
  title: string;
  description: string | null;
  /** The English title and description, null where none was written (decision 36). */
  titleEn: string | null;
  descriptionEn: string | null;
  organizationId: number | null;
  organizationName: string | null;
  accessPermission: FormAccessPermission;
  isOpen: boolean;
  closesAt: string | null;
  maxSubmissions: number | null;
  multipleSubmissions: boolean;
  retentionMonths: number;
  /** The public link's token (/forms/{token}); an invitation-only form is answered through personal tokens instead. */
  publicToken: string;
  /** "contact" for the centre's built-in contact form (/contactformulier): fixed questions, always public, never deleted. */
  systemKey: "contact" | null;
  /** Whether it takes answers now: open, before its closing date and below its maximum. */
  acceptsSubmissions: boolean;
  questionCount: number;
  submissionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface FormQuestion {
  id: string;
  type: "form_questions";
  text: string;
  /** The text in English, null where none was written. */
  textEn: string | null;
  questionType: FormQuestionType;
  required: boolean;
  position: number;
  longAnswer: boolean;
  options: FormQuestionOption[];
  /** Removed from the form; kept so that earlier submissions still show it. */
  deleted: boolean;
}

/** A question's option as the client sees it. */
export interface FormQuestionOption {
  id: string;
  label: string;
  labelEn: string | null;
}

import { z } from "zod";
import { PHONE } from "./fields";
import type { FormQuestion, FormQuestionOption, FormQuestionType } from "./forms";

/** What an answer may hold: DESIGN.md's bounds for a message, an e-mail address, a line. */
export const ANSWER_LIMITS = { shortText: 1_000, longText: 10_000, email: 254, url: 2_000 } as const;

/** The question as the answer's rules need it (a form's live question, or one a submission kept). */
export type AnsweredQuestionRules = Pick<FormQuestion, "id" | "questionType" | "required" | "options" | "longAnswer">;

/** A form's answer to one question: text for most kinds, the ticked options for check boxes. */
export type Answer = string | string[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day (no 31 February) in YYYY-MM-DD, as a date input sends it. */
const isDay = (value: string) => {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

const text = (max: number) => z.string().trim().max(max);

/** The option a sent value names: by its id, or (as clients did before options had ids) by its Dutch or English label. */
export const optionNamed = (options: readonly FormQuestionOption[], value: string) =>
  options.find((option) => option.id === value) ??
  options.find((option) => option.label === value || (option.labelEn !== null && option.labelEn === value));

/** One of the question's options, answered as its id. */
const choice = (options: readonly FormQuestionOption[]) =>
  z.string().transform((value, ctx) => {
    const found = optionNamed(options, value);
    if (found) return found.id;
    ctx.addIssue({ code: "invalid_value", values: options.map((option) => option.id), input: value });
    return z.NEVER;
  });

/** The rule for one kind of answer, on a trimmed, non-empty text (emptiness is decided by `required`). */
function answerRule(question: AnsweredQuestionRules): z.ZodType<Answer> {
  const kind: FormQuestionType = question.questionType;
  switch (kind) {
    case "email":
      return z.email().max(ANSWER_LIMITS.email);
    case "url":
      return z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(ANSWER_LIMITS.url);
    case "phone":
      return z.string().refine((value) => PHONE.test(value), { params: { rule: "form-answers:phone" } });
    case "number":
      return z.string().refine((value) => /^-?\d+([.,]\d+)?$/.test(value) && Number.isFinite(Number(value.replace(",", "."))), {
        params: { rule: "form-answers:number" },
      });
    case "date":
      return z.string().refine(isDay, { params: { rule: "form-answers:date" } });
    case "time":
      return z.string().refine((value) => TIME.test(value), { params: { rule: "form-answers:time" } });
    case "multiple_choice":
      return choice(question.options);
    case "checkbox":
      return z
        .array(choice(question.options))
        .max(question.options.length)
        .refine((list) => new Set(list).size === list.length, { params: { rule: "form-answers:uniqueOptions" } });
    default:
      return text(question.longAnswer ? ANSWER_LIMITS.longText : ANSWER_LIMITS.shortText);
  }
}

/** Empty is no answer: "", whitespace, or no box ticked. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * The answers to a form's questions, by question id, as the respondent's browser (on blur) and the API both check
 * them: a required question needs an answer; an empty optional one is left out; an explanation takes none.
 */
export function answersSchema(questions: readonly AnsweredQuestionRules[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of questions) {
    if (question.questionType === "info_section") continue;
    const rule = answerRule(question);
    const trimmed = z.preprocess((value) => (typeof value === "string" ? value.trim() : value), rule);
    shape[question.id] = z.preprocess(
      (value) => (isEmpty(value) ? undefined : value),
      question.required ? trimmed : trimmed.optional(),
    );
  }
  return z.object(shape).strict();
}

export type Answers = Record<string, Answer>;

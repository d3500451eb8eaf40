import type { Answer } from "../../../contract/form-answers";
import type { FormSubmission } from "../../../contract/form-submissions";

export type SubmittedQuestion = FormSubmission["questions"][number];

/** The questions a submission shows, in the order they were asked: an explanation between questions has no answer. */
export const askedQuestions = (submission: FormSubmission) =>
  submission.questions.filter((question) => question.questionType !== "info_section");

/** An answer's values (one, or the ticked boxes), none when it was left empty. */
export function answerValues(answer: Answer | undefined | null): string[] {
  if (answer === undefined || answer === null) return [];
  return (Array.isArray(answer) ? answer : [answer]).map((value) => String(value).trim()).filter(Boolean);
}

/**
 * The first answers given, for a line in a list, without the respondent's address (the line shows it already);
 * `show` writes one answer (a date as a day).
 */
export function answerSummary(
  submission: FormSubmission,
  show: (question: SubmittedQuestion, value: string) => string,
  count = 3,
) {
  const parts: string[] = [];
  for (const question of askedQuestions(submission)) {
    const values = answerValues(submission.answers[question.id]);
    if (question.questionType === "email" && values[0]?.toLowerCase() === submission.respondentEmail?.toLowerCase()) continue;
    if (values.length > 0) parts.push(values.map((value) => show(question, value)).join(", "));
    if (parts.length === count) break;
  }
  return parts;
}

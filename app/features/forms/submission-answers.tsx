import type { FormSubmission } from "../../../contract/form-submissions";
import { useTranslation } from "../../lib/i18n";
import { useFormDates } from "./form-dates";
import { answerValues, askedQuestions } from "./submission-answer-values";
import "../../lib/texts/forms";

/**
 * Every question as the respondent saw it, then the answer: ticked boxes as a list, a date as a day, text with its
 * line breaks; a question left empty says so. Explanations between the questions are left out.
 */
export function SubmissionAnswers({ submission }: { submission: FormSubmission }) {
  const { t } = useTranslation();
  const dates = useFormDates();
  return (
    <section aria-labelledby="submission-answers" className="flex flex-col gap-3">
      <h2 id="submission-answers" className="text-2xl font-bold">
        {t("forms:submission.answers")}
      </h2>
      <dl
        className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
        data-testid="answers"
      >
        {askedQuestions(submission).map((question) => {
          const values = answerValues(submission.answers[question.id]);
          return (
            <div key={question.id} className="flex flex-col gap-1 p-4">
              <dt className="font-semibold break-words">{question.text}</dt>
              <dd className="break-words">
                {values.length === 0 ? (
                  <span className="text-fg-muted italic">{t("forms:submission.unanswered")}</span>
                ) : question.questionType === "checkbox" ? (
                  <ul className="list-disc ps-6">
                    {values.map((value) => (
                      <li key={value}>{value}</li>
                    ))}
                  </ul>
                ) : question.questionType === "date" ? (
                  dates.answerDay(values[0])
                ) : (
                  <span className="whitespace-pre-line">{values[0]}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

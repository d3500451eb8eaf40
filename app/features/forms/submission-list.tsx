import { Star } from "lucide-react";
import { Link } from "react-router";
import type { FormSubmission } from "../../../contract/form-submissions";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useFormDates } from "./form-dates";
import { answerSummary } from "./submission-answer-values";
import "../../lib/texts/forms";

/**
 * A form's submissions, newest first, as rows that read on a phone: when it came in (the link to it), who sent it,
 * a star when it is marked, and its first answers.
 */
export function SubmissionList({ formId, submissions }: { formId: string; submissions: FormSubmission[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const dates = useFormDates();
  const label = (key: string) => t(`forms:submissions.${key}`);
  return (
    <ul
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
      aria-label={label("title")}
      data-testid="submissions-list"
    >
      {submissions.map((submission) => {
        const summary = answerSummary(submission, (question, value) =>
          question.questionType === "date" ? dates.answerDay(value) : value,
        );
        const email = submission.respondentEmail ?? submission.invitationEmail;
        return (
          <li key={submission.id} className="flex flex-col gap-1 p-4">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={to(`/form_builder/${formId}/submissions/${submission.id}`)}
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                {dates.moment.format(new Date(submission.createdAt))}
              </Link>
              {submission.marked && (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800 dark:text-amber-300">
                  <Star className="size-4 fill-current" aria-hidden />
                  {label("markedLabel")}
                </span>
              )}
            </p>
            <p className="text-sm break-words text-fg-muted">{email ?? label("anonymous")}</p>
            <p className="line-clamp-2 break-words">
              {summary.length > 0 ? summary.join(" · ") : <span className="text-fg-muted">{label("noAnswers")}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

import { Star } from "lucide-react";
import type { FormSubmission } from "../../../contract/form-submissions";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useFormDates } from "./form-dates";
import "../../lib/texts/forms";

/**
 * When a submission came in, from whom and through which invitation, when the retention rule deletes it, and the
 * button that marks it or takes the marking away.
 */
export function SubmissionDetails({ submission }: { submission: FormSubmission }) {
  const { t } = useTranslation();
  const dates = useFormDates();
  const label = (key: string) => t(`forms:submission.${key}`);
  const row = "grid grid-cols-[minmax(0,1fr)] gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4";
  return (
    <section aria-labelledby="submission-details" className="rounded-lg border border-border bg-surface-raised p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="submission-details" className="text-lg font-semibold">
          {label("details")}
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="mark" />
          <input type="hidden" name="marked" value={submission.marked ? "false" : "true"} />
          <Button type="submit" flavor={submission.marked ? "pastel" : "outline"} color="muted">
            <Star className={submission.marked ? "size-4 fill-current" : "size-4"} aria-hidden />
            {submission.marked ? label("unmark") : label("mark")}
          </Button>
        </Form>
      </div>
      <dl className="mt-1 flex flex-col divide-y divide-border" data-testid="submission-details">
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("received")}</dt>
          <dd>{dates.moment.format(new Date(submission.createdAt))}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("email")}</dt>
          <dd className="break-words">{submission.respondentEmail ?? t("forms:submissions.anonymous")}</dd>
        </div>
        {submission.invitationEmail && (
          <div className={row}>
            <dt className="font-medium text-fg-muted">{label("invitation")}</dt>
            <dd className="break-words">{submission.invitationEmail}</dd>
          </div>
        )}
        {submission.marked && (
          <div className={row}>
            <dt className="font-medium text-fg-muted">{label("isMarked")}</dt>
            <dd>
              <Star className="size-5 fill-current text-amber-700 dark:text-amber-300" aria-label={label("isMarked")} />
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("deletedAt")}</dt>
          <dd>{dates.day.format(new Date(submission.deletedAt))}</dd>
        </div>
      </dl>
    </section>
  );
}

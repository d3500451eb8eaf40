import type { Form } from "../../../contract/forms";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useFormDates } from "./form-dates";
import "../../lib/texts/forms";
import { Panel } from "../../components/ui/panel";
import { acceptingClasses, BADGE } from "./form-badge";

/**
 * Why a form takes answers or not, in sentences: closed in its settings, past its closing moment, at its maximum; or
 * when it will close by itself. `now` is the loader's moment, so the server's render and the browser's agree.
 */
function stateReasons(
  form: Form,
  now: number,
  label: (key: string, options?: Record<string, unknown>) => string,
  day: (iso: string) => string,
) {
  const closesAt = form.closesAt ? Date.parse(form.closesAt) : null;
  const full = form.maxSubmissions !== null && form.submissionCount >= form.maxSubmissions;
  if (!form.acceptsSubmissions) {
    return [
      !form.isOpen && label("closedByStaff"),
      closesAt !== null && closesAt <= now && label("closedSince", { date: day(form.closesAt ?? "") }),
      full && label("closedFull", { max: form.maxSubmissions }),
    ].filter((reason): reason is string => Boolean(reason));
  }
  return [
    closesAt !== null && label("closesAt", { date: day(form.closesAt ?? "") }),
    form.maxSubmissions !== null && label("maxSubmissions", { max: form.maxSubmissions }),
  ].filter((reason): reason is string => Boolean(reason));
}

/** A form at a glance: who may answer, whether it takes answers and why, its counts and how long answers are kept. */
export function FormSummary({ form, now }: { form: Form; now: number }) {
  const { t } = useTranslation();
  const dates = useFormDates();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:overview.${key}`, options);
  const reasons = stateReasons(form, now, label, (iso) => dates.moment.format(new Date(iso)));
  const row = "grid grid-cols-[minmax(0,1fr)] gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4";
  return (
    <Panel id="form-about" title={label("about")} className="sm:p-6">
      <dl className="mt-1 flex flex-col divide-y divide-border" data-testid="form-summary">
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("access")}</dt>
          <dd>
            {t(`forms:access.${form.accessPermission}`)}
            {form.accessPermission === "token_holder" && (
              <span className="block text-sm text-fg-muted">{label(form.multipleSubmissions ? "multiple" : "single")}</span>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("state")}</dt>
          <dd className="flex flex-col gap-1">
            <span className={cn(BADGE, "w-fit", acceptingClasses(form.acceptsSubmissions))}>
              {form.acceptsSubmissions ? label("open") : label("closed")}
            </span>
            {reasons.map((reason) => (
              <span key={reason} className="text-sm">
                {reason}
              </span>
            ))}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("counts")}</dt>
          <dd>
            {t("forms:list.questions", { count: form.questionCount })} ·{" "}
            {t("forms:list.submissions", { count: form.submissionCount })}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-fg-muted">{label("keep")}</dt>
          <dd>{label("retention", { count: form.retentionMonths })}</dd>
        </div>
      </dl>
    </Panel>
  );
}

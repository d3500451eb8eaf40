import { Link, useFetcher } from "react-router";
import type { Application } from "../../../contract/applications";
import { dateFormat } from "../../../contract/intl-formats";
import { Button } from "../../components/ui/button";
import { FetcherForm } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { ApplicationStatusBadge } from "./status-badge";

/** A volunteer's own applications: what for, when, the status and the decision's message; a submitted one withdraws. */
export function MyApplicationList({ applications }: { applications: Application[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const date = dateFormat(locale, { dateStyle: "long" });
  return (
    <ul className="mt-4 divide-y divide-border rounded-lg border border-border bg-surface-raised" data-testid="my-applications">
      {applications.map((application) => (
        <li key={application.id} className="flex flex-col gap-2 px-5 py-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={to(`/applications/${application.id}`)}
                className="font-semibold break-words text-link underline-offset-4 hover:underline"
              >
                {application.vacancyTitle}
              </Link>
              <p className="text-sm text-fg-muted">
                {application.vacancy?.organizationName ? `${application.vacancy.organizationName} · ` : ""}
                {t("applications:mine.submittedAt", { date: date.format(new Date(application.createdAt)) })}
              </p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          {application.decisionMessage && <p className="text-sm whitespace-pre-line">{application.decisionMessage}</p>}
          {application.status === "submitted" && <WithdrawButton application={application} />}
        </li>
      ))}
    </ul>
  );
}

/** A disclosure, so the confirmation works before JavaScript too: first 'Withdraw', then 'Yes, withdraw'. */
function WithdrawButton({ application }: { application: Application }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const fetcher = useFetcher<{ error?: string }>();
  return (
    <details className="group">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-surface-sunken group-open:hidden">
        {t("applications:mine.withdraw")}
      </summary>
      <FetcherForm
        fetcher={fetcher}
        method="post"
        action={to(`/applications/${application.id}/withdraw`)}
        className="mt-1 flex flex-col gap-3 rounded-md bg-surface-sunken p-3"
      >
        <p className="text-sm">{t("applications:mine.confirm", { vacancy: application.vacancyTitle })}</p>
        {fetcher.data?.error && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {fetcher.data.error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" color="danger" disabled={fetcher.state !== "idle"}>
            {t("applications:mine.confirmWithdraw")}
          </Button>
          <Button
            flavor="outline"
            color="muted"
            onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
          >
            {t("applications:mine.cancel")}
          </Button>
        </div>
      </FetcherForm>
    </details>
  );
}

import { useFetcher } from "react-router";
import type { Application } from "../../../contract/applications";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { Button } from "../ui/button";
import { FetcherForm } from "../ui/form";
import { ApplicationStatusBadge } from "./status-badge";

/** The profile's 'My applications': each with its status; a submitted one can be withdrawn after confirming. */
export function MyApplications({ applications }: { applications: Application[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  return (
    <section aria-labelledby="my-applications" className="mt-10">
      <h2 id="my-applications" className="text-2xl font-bold">
        {t("applications:mine.title")}
      </h2>
      {applications.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-fg-muted">
          {t("applications:mine.empty")}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-border rounded-lg border border-border bg-surface-raised"
          data-testid="my-applications"
        >
          {applications.map((application) => (
            <li key={application.id} className="flex flex-col gap-2 px-5 py-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold">{application.vacancyTitle}</p>
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
      )}
    </section>
  );
}

/** A disclosure, so the confirmation works before JavaScript too: first 'Withdraw', then 'Yes, withdraw'. */
function WithdrawButton({ application }: { application: Application }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const fetcher = useFetcher<{ error?: string }>();
  return (
    <details className="group">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-sunken group-open:hidden">
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
          <Button type="submit" size="sm" color="danger" disabled={fetcher.state !== "idle"}>
            {t("applications:mine.confirmWithdraw")}
          </Button>
          <Button
            size="sm"
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

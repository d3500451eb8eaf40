import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import type { VacancyAlert } from "../../../contract/saved-vacancies";
import { ALERT_FREQUENCIES } from "../../../contract/vacancy-alert-options";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import type { FilterNames } from "../vacancy-search/labels";
import { alertSearchWords } from "./alert-words";
import "../../lib/texts/saved-vacancies";

/** What the profile's action answers about one alert: a change made, or the API's refusal in words. */
export type AlertOutcome =
  | { alert: string; done: "frequency" | "deleted"; frequency?: string }
  | { alert: string; error: string };

const SUMMARY =
  "inline-flex h-11 cursor-pointer list-none items-center rounded-md border border-red-700 px-4 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950 [&::-webkit-details-marker]:hidden";

/**
 * 'Vacature-alerts' on the profile (issue 19, item 4): each of the user's alerts as its search in words, how often it
 * mails (changed with a form that posts to the page's action) and a delete that asks first, all without JavaScript.
 */
export function AlertList({ alerts, names, outcome }: { alerts: VacancyAlert[]; names: FilterNames; outcome?: AlertOutcome }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const status = useRef<HTMLParagraphElement>(null);
  const message = !outcome
    ? null
    : "error" in outcome
      ? outcome.error
      : outcome.done === "deleted"
        ? t("saved-vacancies:alerts.deleted")
        : t(`saved-vacancies:alerts.changed_${outcome.frequency === "weekly" ? "weekly" : "daily"}`);
  // After a delete its row is gone: the focus goes to what happened instead of to the top of the page.
  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome]);
  return (
    <section aria-labelledby="vacancy-alerts" className="mt-10" data-testid="vacancy-alerts">
      <h2 id="vacancy-alerts" className="text-xl font-semibold">
        {t("saved-vacancies:alerts.title")}
      </h2>
      {message && (
        <p
          ref={status}
          tabIndex={-1}
          role={outcome && "error" in outcome ? "alert" : "status"}
          className={`mt-3 rounded-md p-3 ${
            outcome && "error" in outcome
              ? "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100"
              : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
          }`}
          data-testid="vacancy-alerts-result"
        >
          {message}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="mt-3 text-fg-muted">
          {t("saved-vacancies:alerts.empty")}{" "}
          <Link to={to("/vacancies/search")} className="font-medium text-link underline-offset-4 hover:underline">
            {t("saved-vacancies:alerts.toBank")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-fg-muted">{t("saved-vacancies:alerts.intro")}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {alerts.map((alert) => (
              <AlertItem
                key={`${alert.id}-${alert.frequency}`}
                alert={alert}
                words={alertSearchWords(t, locale, alert.search ?? "", names)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AlertItem({ alert, words }: { alert: VacancyAlert; words: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("alert") === alert.id;
  const search = alert.search ? `?${alert.search}` : "";
  return (
    <li className="rounded-lg border border-border bg-surface-raised p-4 sm:p-5" data-testid="vacancy-alert">
      <h3 className="text-lg font-semibold break-words" data-testid="vacancy-alert-search">
        {words}
      </h3>
      <p className="mt-1 text-sm break-words text-fg-muted">{t("saved-vacancies:alerts.sentTo", { email: alert.email })}</p>
      {!alert.active && (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-100" data-testid="vacancy-alert-waiting">
          {t("saved-vacancies:alerts.waiting")}
        </p>
      )}
      <Link
        to={to(`/vacancies/search${search}`)}
        aria-label={t("saved-vacancies:alerts.resultsFor", { search: words })}
        className="mt-2 inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
      >
        {t("saved-vacancies:alerts.results")}
      </Link>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <input type="hidden" name="intent" value="alert-frequency" />
        <input type="hidden" name="alert" value={alert.id} />
        <fieldset className="flex flex-wrap gap-x-5">
          <legend className="mb-1 text-sm font-medium">
            {t("saved-vacancies:alerts.frequency")}
            <span className="sr-only"> {words}</span>
          </legend>
          {ALERT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={alert.frequency === frequency}
                className="size-5"
              />
              {t(`saved-vacancies:alert.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <Button
          type="submit"
          flavor="outline"
          color="muted"
          disabled={busy}
          aria-label={t("saved-vacancies:alerts.saveFor", { search: words })}
        >
          {t("saved-vacancies:alerts.save")}
        </Button>
      </Form>
      {/* A disclosure, so the question comes before the delete without JavaScript too. */}
      <details className="mt-3">
        <summary className={SUMMARY} aria-label={t("saved-vacancies:alerts.deleteFor", { search: words })}>
          {t("saved-vacancies:alerts.delete")}
        </summary>
        <Form method="post" className="mt-2 flex flex-col gap-3 rounded-md bg-surface-sunken p-3">
          <input type="hidden" name="intent" value="alert-delete" />
          <input type="hidden" name="alert" value={alert.id} />
          <p>{t("saved-vacancies:alerts.confirm")}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" color="danger" disabled={busy}>
              {t("saved-vacancies:alerts.confirmDelete")}
            </Button>
            <Button
              flavor="outline"
              color="muted"
              onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
            >
              {t("saved-vacancies:alerts.cancel")}
            </Button>
          </div>
        </Form>
      </details>
    </li>
  );
}

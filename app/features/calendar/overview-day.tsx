import { Hourglass } from "lucide-react";
import { Link } from "react-router";
import type { OverviewDate } from "../../../contract/activity-calendar";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { VacancyStatusBadge } from "../vacancies/admin/status-badge";
import { CALENDAR_TIME_ZONE, dayOf } from "./calendar-range";

function useFormats() {
  const locale = useLocale();
  const zone = { timeZone: CALENDAR_TIME_ZONE };
  return {
    heading: dateFormat(intlLocale(locale), { dateStyle: "full", ...zone }),
    time: dateFormat(intlLocale(locale), { timeStyle: "short", ...zone }),
    dayTime: dateFormat(intlLocale(locale), {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      ...zone,
    }),
    date: dateFormat(intlLocale(locale), { dateStyle: "medium", ...zone }),
  };
}

/** "14:00 – 17:00" on one day; with the days when it starts before the listed day or ends on another one. */
function When({ date, day }: { date: OverviewDate; day: string }) {
  const f = useFormats();
  const start = new Date(date.startsAt);
  const end = date.endsAt ? new Date(date.endsAt) : null;
  const oneDay = dayOf(start) === day && (!end || dayOf(end) === day);
  const format = oneDay ? f.time : f.dayTime;
  return (
    <span className="tabular-nums">
      <time dateTime={date.startsAt}>{format.format(start)}</time>
      {end && (
        <>
          {" – "}
          <time dateTime={date.endsAt ?? ""}>{format.format(end)}</time>
        </>
      )}
    </span>
  );
}

function Status({ date }: { date: OverviewDate }) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <VacancyStatusBadge status={date.status} />
      {date.expiring && date.expiresAt && (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          data-testid="overview-expiring"
        >
          <Hourglass className="size-3" aria-hidden />
          {t("calendar:overview.expiringOn", { date: f.date.format(new Date(date.expiresAt)) })}
        </span>
      )}
    </span>
  );
}

function Applications({ date }: { date: OverviewDate }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Link
      to={to(`/applications?vacancy=${date.vacancyId}`)}
      className="whitespace-nowrap text-link underline-offset-2 hover:underline"
      data-testid="overview-applications"
    >
      <span className="sr-only">{t("calendar:overview.applicationsOf", { title: date.title })}: </span>
      {t("calendar:overview.open", { count: date.openApplications })}
      {" · "}
      {t("calendar:overview.accepted", { count: date.acceptedApplications })}
    </Link>
  );
}

function Title({ date }: { date: OverviewDate }) {
  const to = useLocalePath();
  return (
    <Link
      to={to(`/vacancies/${date.vacancyId}/edit`)}
      className="font-semibold break-words text-link underline-offset-2 hover:underline"
    >
      {date.title}
    </Link>
  );
}

const place = (date: OverviewDate, remote: string) => (date.remote ? remote : (date.city ?? "–"));

/** One day of the overview: a table from the lg breakpoint up and on paper; cards on a phone or tablet. */
export function OverviewDay({ day, dates }: { day: string; dates: OverviewDate[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  const headingId = `overview-day-${day}`;
  const column = "px-4 py-2.5 font-semibold";
  return (
    <section aria-labelledby={headingId} data-testid="overview-day" className="break-inside-avoid-page">
      <h3 id={headingId} className="border-b border-border pb-1 font-semibold first-letter:uppercase">
        <time dateTime={day}>{f.heading.format(new Date(`${day}T12:00:00Z`))}</time>
      </h3>
      <div className="mt-2 hidden overflow-hidden rounded-lg border border-border bg-surface-raised lg:block print:block print:rounded-none">
        <table className="w-full table-fixed text-start text-sm" data-testid="overview-table">
          <colgroup>
            <col className="w-36" />
            <col />
            <col className="w-52" />
            <col className="w-52" />
            <col className="w-32" />
            <col className="w-48" />
          </colgroup>
          <thead className="bg-surface-sunken text-xs tracking-wide text-fg-muted uppercase">
            <tr>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.time")}
              </th>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.activity")}
              </th>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.organization")}
              </th>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.status")}
              </th>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.place")}
              </th>
              <th scope="col" className={column}>
                {t("calendar:overview.columns.applications")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {dates.map((date) => (
              <tr key={date.id} data-testid="overview-row" className="break-inside-avoid">
                <td className="px-4 py-3 align-top">
                  <When date={date} day={day} />
                </td>
                <td className="px-4 py-3 align-top">
                  <Title date={date} />
                </td>
                <td className="px-4 py-3 align-top break-words">{date.organizationName}</td>
                <td className="px-4 py-3 align-top">
                  <Status date={date} />
                </td>
                <td className="px-4 py-3 align-top break-words">{place(date, t("calendar:remote"))}</td>
                <td className="px-4 py-3 align-top">
                  <Applications date={date} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-2 flex flex-col gap-3 lg:hidden print:hidden" data-testid="overview-cards">
        {dates.map((date) => (
          <li key={date.id} className="rounded-lg border border-border bg-surface-raised p-4" data-testid="overview-card">
            <p className="text-sm text-fg-muted">
              <When date={date} day={day} />
            </p>
            <p className="mt-1">
              <Title date={date} />
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {date.organizationName} · {place(date, t("calendar:remote"))}
            </p>
            <div className="mt-2">
              <Status date={date} />
            </div>
            <p className="mt-2 text-sm">
              <Applications date={date} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

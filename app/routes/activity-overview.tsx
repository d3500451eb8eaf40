import { CalendarDays, ChevronLeft, ChevronRight, Download, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { OverviewDate } from "../../contract/activity-calendar";
import { ApiError } from "../../contract/api-client";
import { isLocale } from "../../locales/resources";
import { OverviewDay } from "../components/calendar/overview-day";
import { OverviewFilters } from "../components/calendar/overview-filters";
import "../components/calendar/overview-print.css";
import { Button, buttonClasses } from "../components/ui/button";
import { FormAlert } from "../components/ui/form-alert";
import { loadOrganizationOptions, requireVacancyAdmin } from "../components/vacancies/admin/vacancy-admin.server";
import { groupByStartDay, overviewSearch, readOverviewState, shiftPeriod, toOverviewQuery } from "../lib/activity-overview";
import { apiFor } from "../lib/api.server";
import { addDays, CALENDAR_TIME_ZONE, dayOf } from "../lib/calendar-range";
import { useLocale, useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { requireSignedIn } from "../lib/session.server";
import { rethrowAsPage } from "../lib/user-admin.server";
import type { Route } from "./+types/activity-overview";

export const handle: RouteHandle = { title: "calendar:overview.title" };

const TAG = { nl: "nl-NL", en: "en-GB" } as const;
const DEFAULT_DAYS = 28;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const user = await requireSignedIn(request, context, locale);
  const scope = requireVacancyAdmin(user, context);
  const api = apiFor(context, locale);
  const state = readOverviewState(new URL(request.url).searchParams);
  const today = dayOf(new Date());
  const [result, organizations] = await Promise.all([
    api.get<OverviewDate[]>("/api/v1/activity_overview", toOverviewQuery(state)).catch((error) => {
      // A bad period or filter in the address: the API's translated reasons above an empty overview.
      if (error instanceof ApiError && error.status === 400) return error;
      return rethrowAsPage(error);
    }),
    scope.staff ? loadOrganizationOptions(api) : null,
  ]);
  const fallback = { from: today, to: addDays(today, DEFAULT_DAYS - 1) };
  if (result instanceof ApiError) {
    return {
      dates: [],
      errors: result.errors.map((e) => e.detail ?? e.title),
      period: fallback,
      truncated: false,
      organizations,
      organizationName: scope.organization?.name ?? null,
      today,
    };
  }
  const meta = result.meta as { from?: string; to?: string; truncated?: boolean };
  return {
    dates: result.data,
    errors: [],
    period: { from: meta.from ?? fallback.from, to: meta.to ?? fallback.to },
    truncated: Boolean(meta.truncated),
    organizations,
    organizationName: scope.organization?.name ?? null,
    today,
  };
}

/** /activiteitenkalender/overzicht: staff's overview of every activity date they manage, by day, with applications. */
export default function ActivityOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const state = readOverviewState(params);
  const { dates, errors, period, truncated, organizations, organizationName, today } = loaderData;
  const days = groupByStartDay(dates, period.from);
  const filtered = Boolean(state.status || state.organization || state.q);
  const long = new Intl.DateTimeFormat(TAG[locale], { dateStyle: "long", timeZone: CALENDAR_TIME_ZONE });
  const show = (day: string) => long.format(new Date(`${day}T12:00:00Z`));
  const outline = buttonClasses({ flavor: "outline", color: "muted", size: "sm" });
  const length = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000);
  return (
    <div className="grid gap-6" data-testid="activity-overview">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("calendar:overview.title")}</h1>
          <p className="mt-1 text-fg-muted">
            {organizationName
              ? t("calendar:overview.introOrganization", { organization: organizationName })
              : t("calendar:overview.intro")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={to("/activiteitenkalender")} className={outline}>
            <CalendarDays className="size-4" aria-hidden />
            {t("calendar:overview.publicCalendar")}
          </Link>
          <a
            href={to(`/activiteitenkalender/overzicht/export${overviewSearch(state)}`)}
            className={outline}
            download
            data-testid="overview-export"
          >
            <Download className="size-4" aria-hidden />
            {t("calendar:overview.export")}
          </a>
          <Button type="button" flavor="outline" color="muted" size="sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden />
            {t("calendar:overview.print")}
          </Button>
        </div>
      </div>
      <OverviewFilters key={params.toString()} state={state} period={period} organizations={organizations} />
      {errors.length > 0 && (
        <FormAlert as="div">
          <ul data-testid="overview-errors">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold" aria-live="polite" data-testid="overview-period">
            {t("calendar:overview.period", { from: show(period.from), to: show(period.to) })}
          </h2>
          <p className="text-sm text-fg-muted" data-testid="overview-count">
            {t("calendar:overview.count", { count: dates.length })}
          </p>
        </div>
        <nav aria-label={t("calendar:overview.nav.label")} className="flex items-center gap-2 print:hidden">
          <Link
            to={overviewSearch(state, shiftPeriod(period.from, period.to, -1)) || "?"}
            className={outline}
            aria-label={t("calendar:overview.nav.previous")}
            title={t("calendar:overview.nav.previous")}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Link>
          <Link to={overviewSearch(state, { from: today, to: addDays(today, length) }) || "?"} className={outline}>
            {t("calendar:overview.nav.today")}
          </Link>
          <Link
            to={overviewSearch(state, shiftPeriod(period.from, period.to, 1)) || "?"}
            className={outline}
            aria-label={t("calendar:overview.nav.next")}
            title={t("calendar:overview.nav.next")}
          >
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        </nav>
      </div>
      {truncated && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("calendar:overview.truncated", { count: dates.length })}
        </p>
      )}
      {days.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted" data-testid="overview-empty">
          <p>{t(filtered ? "calendar:overview.emptyFiltered" : "calendar:overview.empty")}</p>
          {filtered && (
            <Link to={overviewSearch(state, { status: "", organization: "", q: "" }) || "?"} className={`${outline} mt-4`}>
              {t("calendar:overview.filters.clear")}
            </Link>
          )}
        </div>
      ) : (
        <div className="grid gap-8">
          {days.map(([day, list]) => (
            <OverviewDay key={day} day={day} dates={list} />
          ))}
        </div>
      )}
    </div>
  );
}

import { CalendarDays, Download, Printer } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { OverviewDate } from "../../contract/activity-calendar";
import { ApiError } from "../../contract/api-client";
import { OverviewDay } from "../features/calendar/overview-day";
import { OverviewFilters } from "../features/calendar/overview-filters";
import { OverviewPeriod } from "../features/calendar/overview-period";
import { useTranslation } from "../lib/i18n";
import "../features/calendar/overview-print.css";
import { Button, buttonClasses } from "../components/ui/button";
import { FormAlert } from "../components/ui/form-alert";
import { groupByStartDay, overviewSearch, readOverviewState, toOverviewQuery } from "../features/calendar/activity-overview";
import { addDays, dayOf } from "../features/calendar/calendar-range";
import { loadOrganizationOptions, requireVacancyAdmin } from "../features/vacancies/admin/vacancy-admin.server";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/activity-overview";

export const handle: RouteHandle = { title: "calendar:overview.title" };

const DEFAULT_DAYS = 28;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const scope = requireVacancyAdmin(user, context);
  const state = readOverviewState(new URL(request.url).searchParams);
  const today = dayOf(new Date());
  const [result, organizations] = await Promise.all([
    api.get<OverviewDate[]>("/api/v1/activity_overview", toOverviewQuery(state)).catch((error) => {
      // A bad period or filter in the address: the API's translated reasons above an empty overview.
      if (error instanceof ApiError && error.status === 400) return error;
      throw error;
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
  const to = useLocalePath();
  const [params] = useSearchParams();
  const state = readOverviewState(params);
  const { dates, errors, period, truncated, organizations, organizationName, today } = loaderData;
  const days = groupByStartDay(dates, period.from);
  const filtered = Boolean(state.status || state.organization || state.q);
  const outline = buttonClasses({ flavor: "outline", color: "muted", size: "sm" });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="activity-overview">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* "Activiteitenoverzicht" is wider than a 320 px phone at this size: it breaks instead of widening the page. */}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words hyphens-auto">{t("calendar:overview.title")}</h1>
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
      {errors.length > 0 ? (
        <FormAlert as="div">
          <ul data-testid="overview-errors">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <Link to="?" className="mt-2 inline-block underline underline-offset-2">
            {t("calendar:overview.filters.clear")}
          </Link>
        </FormAlert>
      ) : (
        <OverviewPeriod state={state} period={period} count={dates.length} today={today} />
      )}
      {truncated && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("calendar:overview.truncated", { count: dates.length })}
        </p>
      )}
      {errors.length > 0 ? null : days.length === 0 ? (
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

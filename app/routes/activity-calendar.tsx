import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import type { ActivityDate } from "../../contract/activity-calendar";
import type { Role } from "../../contract/identity";
import { dateFormat } from "../../contract/intl-formats";
import { intlLocale, type Locale } from "../../locales/languages";
import type { TFunction } from "../../locales/translate";
import { buttonClasses } from "../components/ui/button";
import {
  ACTIVITY_LOOKAHEAD_DAYS,
  addDays,
  CALENDAR_TIME_ZONE,
  dayOf,
  endOfMonth,
  parseDay,
  parseView,
  periodOf,
  stepRange,
  switchDay,
  viewRange,
} from "../features/calendar/calendar-range";
import { CalendarToolbar } from "../features/calendar/calendar-toolbar";
import { DayList } from "../features/calendar/day-list";
import { groupByDay } from "../features/calendar/group-by-day";
import { MonthGrid } from "../features/calendar/month-grid";
import { NextActivity } from "../features/calendar/next-activity";
import { SubscribeLinks } from "../features/calendar/subscribe-links";
import { WeekView } from "../features/calendar/week-view";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useSite } from "../lib/site";
import type { Route } from "./+types/activity-calendar";

export const handle: RouteHandle = { title: "calendar:title", withoutScriptsForVisitors: true };

// Who runs activities in the back office sees the way to the staff overview.
const STAFF_ROLES: Role[] = ["admin", "center_superuser", "organization_superuser"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicApi } = pageContext(context);
  const url = new URL(request.url);
  const view = parseView(url.searchParams.get("view"));
  const today = dayOf(new Date());
  const date = parseDay(url.searchParams.get("date")) ?? today;
  const { from, to, anchor } = viewRange(view, date);
  const api = publicApi;
  const { data } = await api.get<ActivityDate[]>("/api/v1/activity_dates", { filter: { from, to } });
  const period = periodOf(view, from, to, anchor);
  const inPeriod = data.some((d) => {
    const day = dayOf(d.startsAt);
    return period.start <= day && day <= period.end;
  });
  // An empty period points to the next activity after it, so nobody pages through empty weeks.
  const after = addDays(period.end, 1);
  const upcoming = inPeriod
    ? null
    : (
        await api.get<ActivityDate[]>("/api/v1/activity_dates", {
          filter: { from: after, to: addDays(after, ACTIVITY_LOOKAHEAD_DAYS - 1) },
        })
      ).data[0];
  return {
    view,
    today,
    from,
    to,
    anchor,
    switchTo: switchDay(period, today),
    previous: stepRange(view, anchor, -1),
    next: stepRange(view, anchor, 1),
    nextActivityDay: upcoming ? maxDay(dayOf(upcoming.startsAt), after) : null,
    dates: data,
    feedUrl: `${context.get(serverContext).origin}/api/v1/volunteer_centers/current/activities.ics`,
  };
}

/** "28 november tot en met 25 december 2026": our own words, as ICU's ranges differ between server and browser. */
function listPeriod(t: TFunction, locale: Locale, from: string, to: string) {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const format = (day: string, year: boolean) =>
    dateFormat(intlLocale(locale), {
      day: "numeric",
      month: "long",
      year: year ? "numeric" : undefined,
      timeZone: CALENDAR_TIME_ZONE,
    }).format(new Date(`${day}T12:00:00Z`));
  return t("calendar:listPeriod", { from: format(from, !sameYear), to: format(to, true) });
}

// An activity that began before the period and runs into it starts, for the jump, on the period's first day after.
const maxDay = (a: string, b: string) => (a > b ? a : b);

/** /activiteitenkalender: the centre's public activities by month, week or as a list; all state in the URL. */
export default function ActivityCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { view, today, from, to, anchor, switchTo, previous, next, nextActivityDay, dates, feedUrl } = loaderData;
  const localePath = useLocalePath();
  const roles = (useSite()?.user?.roles ?? []).map((r) => r.name);
  const staff = STAFF_ROLES.some((role) => roles.includes(role));
  const days = groupByDay(dates, from, to);
  const noon = new Date(`${anchor}T12:00:00Z`);
  const long = dateFormat(intlLocale(locale), { dateStyle: "long", timeZone: CALENDAR_TIME_ZONE });
  const period =
    view === "week"
      ? t("calendar:weekOf", { date: long.format(noon) })
      : view === "list"
        ? listPeriod(t, locale, anchor, to)
        : dateFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: CALENDAR_TIME_ZONE }).format(noon);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t("calendar:title")}</h1>
          <p className="mt-1 text-fg-muted">{t("calendar:intro")}</p>
        </div>
        {staff && (
          <Link
            to={localePath("/activiteitenkalender/overzicht")}
            className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}
          >
            <ClipboardList className="size-4" aria-hidden />
            {t("calendar:overview.link")}
          </Link>
        )}
      </div>
      <CalendarToolbar view={view} switchTo={switchTo} previous={previous} next={next} today={today} />
      <h2 className="text-xl font-semibold first-letter:uppercase" aria-live="polite" data-testid="calendar-period">
        {period}
      </h2>
      {nextActivityDay && <NextActivity view={view} day={nextActivityDay} />}
      {view === "month" && (
        <>
          <div className="hidden md:block">
            <MonthGrid days={days} from={from} to={to} month={anchor} today={today} />
          </div>
          <div className="md:hidden">
            <DayList days={days} from={anchor} to={endOfMonth(anchor)} testId="calendar-month-list" />
          </div>
        </>
      )}
      {view === "week" && <WeekView days={days} from={from} to={to} today={today} />}
      {view === "list" && <DayList days={days} from={from} to={to} testId="calendar-list" />}
      <SubscribeLinks feedUrl={feedUrl} />
    </div>
  );
}

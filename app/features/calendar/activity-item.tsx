import { Link } from "react-router";
import type { ActivityDate } from "../../../contract/activity-calendar";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { CALENDAR_TIME_ZONE, dayOf } from "./calendar-range";

/** One activity on one day: time (or 'all day'), title link, organization and place; in a list the row is the target. */
export function ActivityItem({ date, day, compact = false }: { date: ActivityDate; day: string; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const time = dateFormat(intlLocale(locale), { timeStyle: "short", timeZone: CALENDAR_TIME_ZONE });
  const startsToday = dayOf(date.startsAt) === day;
  const when = startsToday ? time.format(new Date(date.startsAt)) : t("calendar:allDay");
  const place = date.remote ? t("calendar:remote") : date.city;
  const title = useAuthoredText()(date.title, date.titleEn);
  return (
    <div className={compact ? "text-sm leading-snug" : "relative rounded-lg py-1.5 leading-snug hover:bg-surface-sunken"}>
      <span className="text-fg-muted tabular-nums">{when}</span>{" "}
      <Link
        to={to(`/vacancies/${date.vacancyId}`)}
        className={cn("font-medium underline-offset-2", compact ? "text-link hover:underline" : "stretched-link")}
        lang={title.lang}
      >
        {title.text}
      </Link>
      {!compact && <div className="text-fg-muted">{[date.organizationName, place].filter(Boolean).join(" · ")}</div>}
    </div>
  );
}

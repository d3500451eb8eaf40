import type { ActivityDate } from "../../../contract/activity-calendar";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { ActivityItem } from "./activity-item";
import { CALENDAR_TIME_ZONE, daysBetween } from "./calendar-range";

/** Seven days side by side on a wide screen, one under the other on a phone; empty days say so. */
export function WeekView({
  days,
  from,
  to,
  today,
}: {
  days: Map<string, ActivityDate[]>;
  from: string;
  to: string;
  today: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = dateFormat(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: CALENDAR_TIME_ZONE,
  });
  return (
    <ol className="grid gap-4 md:grid-cols-7 md:gap-2" data-testid="calendar-week">
      {daysBetween(from, to).map((day) => (
        <li key={day} className="rounded-md border border-border p-2">
          <h3
            className={cn("text-sm font-semibold first-letter:uppercase", day === today && "text-link")}
            aria-current={day === today ? "date" : undefined}
          >
            <time dateTime={day}>{heading.format(new Date(`${day}T12:00:00Z`))}</time>
          </h3>
          <ul className="mt-2 grid gap-2">
            {(days.get(day) ?? []).map((date) => (
              <li key={date.id}>
                <ActivityItem date={date} day={day} compact />
              </li>
            ))}
          </ul>
          {!days.has(day) && <p className="mt-1 text-sm text-fg-muted">{t("calendar:emptyDay")}</p>}
        </li>
      ))}
    </ol>
  );
}

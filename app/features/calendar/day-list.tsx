import type { ActivityDate } from "../../../contract/activity-calendar";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { ActivityItem } from "./activity-item";
import { CALENDAR_TIME_ZONE, daysBetween } from "./calendar-range";

/** The days that have activities, each with its activities; or a line that there are none. */
export function DayList({
  days,
  from,
  to,
  testId,
}: {
  days: Map<string, ActivityDate[]>;
  from: string;
  to: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = dateFormat(intlLocale(locale), { dateStyle: "full", timeZone: CALENDAR_TIME_ZONE });
  const withActivities = daysBetween(from, to).filter((day) => days.has(day));
  if (!withActivities.length) return <p className="text-fg-muted">{t("calendar:empty")}</p>;
  return (
    <ol className="grid gap-6" data-testid={testId}>
      {withActivities.map((day) => (
        <li key={day}>
          <h3 className="border-b border-border pb-1 font-semibold first-letter:uppercase">
            <time dateTime={day}>{heading.format(new Date(`${day}T12:00:00Z`))}</time>
          </h3>
          <ul className="mt-2 grid gap-3">
            {(days.get(day) ?? []).map((date) => (
              <li key={date.id}>
                <ActivityItem date={date} day={day} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

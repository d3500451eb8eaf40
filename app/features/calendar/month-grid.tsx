import type { ActivityDate } from "../../../contract/activity-calendar";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { useLocale } from "../../lib/locale";
import { ActivityItem } from "./activity-item";
import { addDays, CALENDAR_TIME_ZONE, daysBetween } from "./calendar-range";

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The month as a table of weeks (desktop); days outside the month are dimmed, today is marked. */
export function MonthGrid(props: { days: Map<string, ActivityDate[]>; from: string; to: string; month: string; today: string }) {
  const { days, from, to, month, today } = props;
  const locale = useLocale();
  const weekday = dateFormat(intlLocale(locale), { weekday: "short", timeZone: CALENDAR_TIME_ZONE });
  const full = dateFormat(intlLocale(locale), { dateStyle: "full", timeZone: CALENDAR_TIME_ZONE });
  const all = daysBetween(from, to);
  const weeks = Array.from({ length: all.length / 7 }, (_, i) => all.slice(i * 7, i * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse" data-testid="calendar-month">
      <thead>
        <tr>
          {daysBetween(from, addDays(from, 6)).map((day) => (
            <th key={day} scope="col" className="pb-2 text-start text-sm font-semibold text-fg-muted">
              {weekday.format(noon(day))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td
                key={day}
                className={cn(
                  "h-28 border border-border p-1.5 align-top",
                  day.slice(0, 7) !== month.slice(0, 7) && "bg-surface-sunken",
                )}
              >
                <time
                  dateTime={day}
                  aria-current={day === today ? "date" : undefined}
                  className={cn(
                    "inline-grid size-7 place-items-center rounded-full text-sm tabular-nums",
                    day === today && "bg-accent font-bold text-on-accent",
                  )}
                >
                  <span aria-hidden>{Number(day.slice(8))}</span>
                  <span className="sr-only">{full.format(noon(day))}</span>
                </time>
                <ul className="mt-1 grid gap-1">
                  {(days.get(day) ?? []).map((date) => (
                    <li key={date.id}>
                      <ActivityItem date={date} day={day} compact />
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

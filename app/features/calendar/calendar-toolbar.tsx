import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { CALENDAR_VIEWS, type CalendarView } from "./calendar-range";

const href = (view: CalendarView, date: string) => `?view=${view}&date=${date}`;

/** View switch (month, week, list) and previous / today / next: plain links, so it all works before JavaScript. */
export function CalendarToolbar(props: { view: CalendarView; switchTo: string; previous: string; next: string; today: string }) {
  const { view, switchTo, previous, next, today } = props;
  const { t } = useTranslation();
  const outline = buttonClasses({ flavor: "outline", color: "muted", size: "md" });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t("calendar:views.label")} className="inline-flex rounded-md border border-border p-0.5">
        {CALENDAR_VIEWS.map((option) => (
          <Link
            key={option}
            to={href(option, switchTo)}
            aria-current={option === view ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded px-4 text-sm font-medium",
              option === view ? "bg-accent text-on-accent" : "hover:bg-surface-sunken",
            )}
          >
            {t(`calendar:views.${option}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("calendar:nav.label")} className="flex items-center gap-2">
        <Link
          to={href(view, previous)}
          className={outline}
          aria-label={t(`calendar:nav.previous.${view}`)}
          data-testid="calendar-previous"
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
        <Link to={href(view, today)} className={outline}>
          {t("calendar:nav.today")}
        </Link>
        <Link to={href(view, next)} className={outline} aria-label={t(`calendar:nav.next.${view}`)} data-testid="calendar-next">
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      </nav>
    </div>
  );
}

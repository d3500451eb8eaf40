import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { buttonClasses } from "../../components/ui/button";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { type OverviewState, overviewSearch, shiftPeriod } from "./activity-overview";
import { addDays, CALENDAR_TIME_ZONE } from "./calendar-range";

/** The period shown with how many dates it holds; the period before, from today, and after, of the same length. */
export function OverviewPeriod({
  state,
  period,
  count,
  today,
}: {
  state: OverviewState;
  period: { from: string; to: string };
  count: number;
  today: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const long = dateFormat(intlLocale(locale), { dateStyle: "long", timeZone: CALENDAR_TIME_ZONE });
  const show = (day: string) => long.format(new Date(`${day}T12:00:00Z`));
  const outline = buttonClasses({ flavor: "outline", color: "muted", size: "sm" });
  const length = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000);
  const href = (change: Partial<OverviewState>) => overviewSearch(state, change) || "?";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold" aria-live="polite" data-testid="overview-period">
          {t("calendar:overview.period", { from: show(period.from), to: show(period.to) })}
        </h2>
        <p className="text-sm text-fg-muted" data-testid="overview-count">
          {t("calendar:overview.count", { count })}
        </p>
      </div>
      <nav aria-label={t("calendar:overview.nav.label")} className="flex items-center gap-2 print:hidden">
        <Link
          to={href(shiftPeriod(period.from, period.to, -1))}
          className={outline}
          aria-label={t("calendar:overview.nav.previous")}
          title={t("calendar:overview.nav.previous")}
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
        <Link to={href({ from: today, to: addDays(today, length) })} className={outline}>
          {t("calendar:overview.nav.today")}
        </Link>
        <Link
          to={href(shiftPeriod(period.from, period.to, 1))}
          className={outline}
          aria-label={t("calendar:overview.nav.next")}
          title={t("calendar:overview.nav.next")}
        >
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      </nav>
    </div>
  );
}

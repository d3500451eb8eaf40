import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { CALENDAR_TIME_ZONE, type CalendarView } from "./calendar-range";

/** An empty period's way on: a link to the same view at the day of the next activity. */
export function NextActivity({ view, day }: { view: CalendarView; day: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = dateFormat(intlLocale(locale), { dateStyle: "full", timeZone: CALENDAR_TIME_ZONE }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return (
    <p className="-mt-3">
      <Link
        to={`?view=${view}&date=${day}`}
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline underline-offset-4"
        data-testid="calendar-next-activity"
      >
        {t("calendar:nextActivity", { date })}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </p>
  );
}

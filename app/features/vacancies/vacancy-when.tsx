import { CalendarClock, CalendarX, Repeat } from "lucide-react";
import type { ActivityFrequency } from "../../../contract/vacancy-options";
import { useTranslation } from "../../lib/i18n";

/** Dates as the loader formatted them (Europe/Amsterdam, in the page's language), so server and browser agree. */
export interface FormattedDate {
  startsAt: string;
  text: string;
}

/** The activity's dates and frequency, and until when one can apply; nothing when none of these is known. */
export function VacancyWhen({
  dates,
  frequency,
  openUntil,
}: {
  dates: FormattedDate[];
  frequency: ActivityFrequency | null;
  openUntil: { iso: string; text: string } | null;
}) {
  const { t } = useTranslation();
  if (dates.length === 0 && !frequency && !openUntil) return null;
  return (
    <section aria-labelledby="vacancy-when">
      <h2 id="vacancy-when" className="text-lg font-semibold">
        {t("vacancies:detail.when")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2.5">
        {frequency && (
          <li className="flex gap-3">
            <Repeat className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            {t(`vacancies:frequencies.${frequency}`)}
          </li>
        )}
        {dates.map((date) => (
          <li key={date.startsAt} className="flex gap-3">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <time dateTime={date.startsAt}>{date.text}</time>
          </li>
        ))}
        {openUntil && (
          <li className="flex gap-3" data-testid="vacancy-open-until">
            <CalendarX className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <span>
              {t("vacancies:detail.openUntil")} <time dateTime={openUntil.iso}>{openUntil.text}</time>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}

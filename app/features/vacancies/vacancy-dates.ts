import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale, type Locale } from "../../../locales/languages";

/** Times on the vacancy page are Dutch local times, wherever the server or the visitor is. */
export const VACANCY_TIME_ZONE = "Europe/Amsterdam";

/**
 * One activity date as text in the page's language: the day and the time, with the end time (or end day) when
 * there is one: "zaterdag 14 maart 2026 om 10:00 – 12:00".
 */
export function formatActivityDate(locale: Locale, startsAt: string, endsAt: string | null): string {
  const format = dateFormat(intlLocale(locale), { dateStyle: "full", timeStyle: "short", timeZone: VACANCY_TIME_ZONE });
  const start = new Date(startsAt);
  return endsAt ? format.formatRange(start, new Date(endsAt)) : format.format(start);
}

/** A day without a time, e.g. the end date of a vacancy: "31 december 2026". */
export function formatDay(locale: Locale, iso: string): string {
  return dateFormat(intlLocale(locale), { dateStyle: "long", timeZone: VACANCY_TIME_ZONE }).format(new Date(iso));
}

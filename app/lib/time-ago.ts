import { dateFormat, relativeTimeFormat } from "../../contract/intl-formats";
import type { Locale } from "../../locales/languages";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 3600],
  ["day", 86_400],
];

/**
 * How long ago, as people say it (spec section 9): under 60 s `justNow`; then minutes, hours and days; from a week on,
 * the date itself.
 */
export function timeAgo(instant: Date, now: Date, locale: Locale, justNow: string): string {
  const seconds = Math.max(0, Math.round((now.getTime() - instant.getTime()) / 1000));
  if (seconds < 60) return justNow;
  if (seconds >= 7 * 86_400) return dateFormat(locale, { dateStyle: "medium" }).format(instant);
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  const [unit, size] = UNITS.findLast(([, s]) => seconds >= s) ?? UNITS[0];
  return format.format(-Math.floor(seconds / size), unit);
}

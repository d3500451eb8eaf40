import type { TFunction } from "../../locales/translate";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Spec section 9: 'just now' under a minute, then the largest whole unit ("5 minutes ago", "yesterday"). */
export function timeAgo(date: Date, now: Date, locale: string, t: TFunction): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return t("common:timeAgo.justNow");
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? UNITS[UNITS.length - 1];
  return format.format(-Math.floor(seconds / size), unit);
}

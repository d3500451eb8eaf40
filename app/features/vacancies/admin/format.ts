import { dateFormat as sharedDateFormat } from "../../../../contract/intl-formats";
import { intlLocale, type Locale } from "../../../../locales/languages";

/** Dates as the Dutch centres read them; the zone is fixed so the server's render and the browser's agree. */
export const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  sharedDateFormat(intlLocale(locale), { ...options, timeZone: "Europe/Amsterdam" });

/** Rich text (the editor and the preview) without a typography plugin: lists, headings, links and spacing. */
export const RICH_TEXT =
  "[&_a]:text-link [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3";

import { dateFormat } from "../../../contract/intl-formats";
import type { ContentLocale } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";
import type { NotificationRow } from "./notifications.service";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date in the data (YYYY-MM-DD) reads as the reader's language writes dates. */
function localised(data: NotificationRow["data"], locale: ContentLocale) {
  const format = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "string" && DATE.test(value) ? format.format(new Date(`${value}T00:00:00Z`)) : value,
    ]),
  );
}

/** A notification's sentence in the reader's language: in the list, the bell and the periodic summary. */
export const notificationText = (t: TFunction, locale: ContentLocale, row: Pick<NotificationRow, "kind" | "data">) =>
  t(`notifications:kinds.${row.kind}`, localised(row.data, locale));

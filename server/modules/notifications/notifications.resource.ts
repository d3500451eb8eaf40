import type { Locale } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { NotificationRow } from "./notifications.service";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date in the data (YYYY-MM-DD) reads as the reader's language writes dates. */
function localised(data: NotificationRow["data"], locale: Locale) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "string" && DATE.test(value) ? format.format(new Date(`${value}T00:00:00Z`)) : value,
    ]),
  );
}

/** A notification with its text in the request's language. */
export function notificationResource(t: TFunction, locale: Locale): ResourceDefinition<NotificationRow> {
  return {
    type: "notifications",
    id: (row) => row.id,
    attributes: (row) => ({
      kind: row.kind,
      message: t(`notifications:kinds.${row.kind}`, localised(row.data, locale)),
      link: row.link,
      readAt: row.readAt,
      createdAt: row.createdAt,
    }),
    selfLink: (row) => `/api/v1/notifications/${row.id}`,
  };
}

import type { z } from "zod";
import { notificationResourceSchema } from "../../../contract/notifications-resource";
import type { ContentLocale } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { notificationText } from "./notification-text.service";
import type { NotificationRow } from "./notifications.service";

/** A notification with its text in the request's language. */
export function notificationResource(
  t: TFunction,
  locale: ContentLocale,
): ResourceDefinition<NotificationRow, z.output<typeof notificationResourceSchema>> {
  return {
    type: "notifications",
    schema: notificationResourceSchema,
    id: (row) => row.id,
    attributes: (row) => ({
      kind: row.kind,
      message: notificationText(t, locale, row),
      link: row.link,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }),
    selfLink: (row) => `/api/v1/notifications/${row.id}`,
  };
}

import { z } from "zod";
import { NOTIFICATION_TEMPLATE_GROUPS } from "./notification-templates";
import { NOTIFICATION_KINDS } from "./notifications";
import { wireDate } from "./wire";

// What the API sends of notifications and mail templates (server/http/openapi/README.md): apart from the screens'.

/** A notification, its text in the request's language. */
export const notificationResourceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  link: z.string(),
  readAt: wireDate.nullable(),
  createdAt: wireDate,
});

/** The caller's notifications' `meta`: how many he has not read. */
export const notificationsMeta = z.object({ unreadCount: z.number().int() });

/** Marking all read: how many were marked. */
export const markedMeta = z.object({ marked: z.number().int() });

const text = z.object({ subject: z.string(), body: z.string(), customized: z.boolean() });

/** A centre's mail template with both languages' texts, named and explained in the caller's language. */
export const notificationTemplateResourceSchema = z.object({
  name: z.string(),
  description: z.string(),
  group: z.enum(NOTIFICATION_TEMPLATE_GROUPS),
  active: z.boolean(),
  security: z.boolean().describe("A security mail: always sent, its text checked"),
  texts: z.object({ nl: text, en: text }),
  variables: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
  updatedAt: wireDate.nullable(),
});

/** A template's mail as its recipient would get it, with the sample values. */
export const mailPreviewMeta = z.object({ subject: z.string(), html: z.string(), text: z.string() });

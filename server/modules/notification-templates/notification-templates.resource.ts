import type { z } from "zod";
import { groupOfTemplate, NOTIFICATION_TEMPLATE_VARIABLES, SECURITY_TEMPLATES } from "../../../contract/notification-templates";
import { notificationTemplateResourceSchema } from "../../../contract/notifications-resource";
import type { ContentLocale } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { sampleValuesOf } from "../../mail/templates/templated-mail.service";
import type { TemplateState } from "./notification-templates.service";

/** A template with both languages' texts, named and explained in the caller's language, with its variables. */
export const notificationTemplateResource = (
  t: TFunction,
  locale: ContentLocale,
): ResourceDefinition<TemplateState, z.output<typeof notificationTemplateResourceSchema>> => ({
  type: "notification_templates",
  schema: notificationTemplateResourceSchema,
  id: (row) => row.key,
  attributes: (row) => {
    const samples = sampleValuesOf(row.key, locale) as Record<string, string>;
    return {
      name: t(`mail-templates:templates.${row.key}.name`),
      description: t(`mail-templates:templates.${row.key}.description`),
      group: groupOfTemplate(row.key),
      active: row.active,
      security: SECURITY_TEMPLATES.includes(row.key),
      texts: row.texts,
      variables: ["center", ...NOTIFICATION_TEMPLATE_VARIABLES[row.key]].map((name) => ({
        name,
        description: t(`mail-templates:variables.${name}`),
        sample: samples[name] ?? "",
      })),
      updatedAt: row.updatedAt?.toISOString() ?? null,
    };
  },
});

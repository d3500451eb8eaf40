import type { z } from "zod";
import { activityResourceSchema } from "../../../contract/activities-resource";
import texts from "../../../locales/nl/lazy/activity.json";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ActivityRow } from "./activities.service";

/** Where each kind of subject is seen in the back office. */
const LINKS: Record<string, (id: number) => string> = {
  organization: (id) => `/organizations/${id}`,
  vacancy: (id) => `/vacancies/${id}/edit`,
  user: (id) => `/users/${id}`,
  form: (id) => `/form_builder/${id}`,
  workshop: (id) => `/workshops/${id}`,
  partner: () => "/content/partners",
  media_file: () => "/content/file-upload",
  stock_image: () => "/content/stock-images",
  volunteer_center: () => "/instellingen",
};

const sentences = texts.actions as Record<string, Record<string, string> | string>;

/** An action with a sentence of its own, else the general one: a new action never shows a key. */
function sentenceKey(action: string): string {
  const [area, verb] = action.split(".");
  const known = sentences[area];
  return typeof known === "object" && verb in known ? `activity:actions.${area}.${verb}` : "activity:actions.other";
}

function deletedName(details: Record<string, unknown>): string | null {
  const name = details.name ?? details.title;
  return typeof name === "string" ? name : null;
}

/** An audit event as a sentence in the request's language, with the way to its subject while it exists. */
export function activityResource(t: TFunction): ResourceDefinition<ActivityRow, z.output<typeof activityResourceSchema>> {
  return {
    type: "activities",
    schema: activityResourceSchema,
    id: (row) => row.id,
    attributes: (row) => {
      const actor = row.actorName ?? t("activity:system");
      const subject = row.subjectName ?? deletedName(row.details) ?? t("activity:unnamed");
      const role = typeof row.details.role === "string" ? t(`identity:roles.${row.details.role}`) : undefined;
      return {
        action: row.action,
        actorName: row.actorName,
        message: t(sentenceKey(row.action), { actor, subject, role }),
        link: row.subjectExists ? (LINKS[row.subjectType]?.(row.subjectId) ?? null) : null,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}

import type { z } from "zod";
import {
  applicationNoteResourceSchema,
  applicationResourceSchema,
  applicationVacancySchema,
} from "../../../contract/applications-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ApplicationNote } from "./application-notes.service";
import type { ApplicationDetails, ApplicationVacancy } from "./applications.service";

/** The vacancy as an application's relationship: enough to name it and link to it. */
export const applicationVacancyResource: ResourceDefinition<ApplicationVacancy, z.output<typeof applicationVacancySchema>> = {
  type: "vacancies",
  schema: applicationVacancySchema,
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    status: row.status,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
  }),
  selfLink: (row) => `/api/v1/vacancies/${row.id}`,
};

/** Spec section 3's application fields, plus the decision (DESIGN.md section 6). */
export const applicationResource: ResourceDefinition<ApplicationDetails, z.output<typeof applicationResourceSchema>> = {
  type: "applications",
  schema: applicationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: `${row.firstName} ${row.lastName}`,
    vacancyTitle: row.vacancy.title,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    decisionMessage: row.decisionMessage,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
    // A guest (no account) cannot take part in a conversation about it.
    hasAccount: row.userId !== null,
    matchOutcome: row.matchOutcome,
  }),
  relationships: {
    vacancy: { definition: () => applicationVacancyResource, get: (row) => row.vacancy },
  },
  selfLink: (row) => `/api/v1/applications/${row.id}`,
};

export const applicationNoteResource = (
  applicationId: number,
): ResourceDefinition<ApplicationNote, z.output<typeof applicationNoteResourceSchema>> => ({
  type: "application_notes",
  schema: applicationNoteResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ body: row.body, authorName: row.authorName, createdAt: row.createdAt.toISOString() }),
  selfLink: () => `/api/v1/applications/${applicationId}/notes`,
});

export const APPLICATION_QUERY = {
  includes: ["vacancy"],
  filters: ["vacancy_id_eq", "status_eq", "created_at_gteq", "created_at_lteq", "q"],
  sorts: ["created_at", "name", "status", "vacancy_title"],
};

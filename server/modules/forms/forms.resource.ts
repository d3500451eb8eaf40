import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { FormQuestionRow } from "./form-questions.service";
import { acceptsSubmissions, type FormRow } from "./forms.service";

export const formResource: ResourceDefinition<FormRow> = {
  type: "forms",
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    description: row.description,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    accessPermission: row.accessPermission,
    isOpen: row.isOpen,
    closesAt: row.closesAt?.toISOString() ?? null,
    maxSubmissions: row.maxSubmissions,
    multipleSubmissions: row.multipleSubmissions,
    retentionMonths: row.retentionMonths,
    publicToken: row.publicToken,
    acceptsSubmissions: acceptsSubmissions(row),
    questionCount: row.questionCount,
    submissionCount: row.submissionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/forms/${row.id}`,
};

export const formQuestionResource: ResourceDefinition<FormQuestionRow> = {
  type: "form_questions",
  id: (row) => row.id,
  attributes: (row) => ({
    text: row.text,
    questionType: row.questionType,
    required: row.required,
    position: row.position,
    longAnswer: row.longAnswer,
    options: row.options,
    deleted: row.deleted,
  }),
  selfLink: (row) => `/api/v1/forms/${row.formId}/questions/${row.id}`,
};

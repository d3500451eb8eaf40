import type { z } from "zod";
import {
  formInvitationResourceSchema,
  formSubmissionResourceSchema,
  publicFormResourceSchema,
  submittedResourceSchema,
} from "../../../contract/form-submissions-resource";
import type { FormOption } from "../../../contract/forms";
import { formQuestionResourceSchema, formResourceSchema } from "../../../contract/forms-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type InvitationRow, invitationState } from "./form-invitations.service";
import type { FormQuestionRow } from "./form-questions.service";
import type { SubmissionRow } from "./form-submissions.service";
import { acceptsSubmissions, type FormRow } from "./forms.service";
import type { OpenedForm } from "./public-forms.service";

/** An option as the API sends it: its English label null where none was written. */
export const wireOption = (option: FormOption) => ({ id: option.id, label: option.label, labelEn: option.label_en ?? null });

export const formResource: ResourceDefinition<FormRow, z.output<typeof formResourceSchema>> = {
  type: "forms",
  schema: formResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    title: row.title,
    description: row.description,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    accessPermission: row.accessPermission,
    isOpen: row.isOpen,
    closesAt: row.closesAt?.toISOString() ?? null,
    maxSubmissions: row.maxSubmissions,
    multipleSubmissions: row.multipleSubmissions,
    retentionMonths: row.retentionMonths,
    publicToken: row.publicToken,
    systemKey: row.systemKey,
    acceptsSubmissions: acceptsSubmissions(row),
    questionCount: row.questionCount,
    submissionCount: row.submissionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/forms/${row.id}`,
};

export const formQuestionResource: ResourceDefinition<FormQuestionRow, z.output<typeof formQuestionResourceSchema>> = {
  type: "form_questions",
  schema: formQuestionResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    text: row.text,
    textEn: row.textEn,
    questionType: row.questionType,
    required: row.required,
    position: row.position,
    longAnswer: row.longAnswer,
    options: row.options.map(wireOption),
    deleted: row.deleted,
  }),
  selfLink: (row) => `/api/v1/forms/${row.formId}/questions/${row.id}`,
};

export const formSubmissionResource: ResourceDefinition<SubmissionRow, z.output<typeof formSubmissionResourceSchema>> = {
  type: "form_submissions",
  schema: formSubmissionResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    formId: row.formId,
    questions: row.questions.map((question) => ({ ...question, id: String(question.id) })),
    answers: row.answers,
    respondentEmail: row.respondentEmail,
    invitationEmail: row.invitationEmail,
    marked: row.marked,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/forms/${row.formId}/submissions/${row.id}`,
};

export const formInvitationResource: ResourceDefinition<InvitationRow, z.output<typeof formInvitationResourceSchema>> = {
  type: "form_invitations",
  schema: formInvitationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    email: row.email,
    state: invitationState(row),
    submissionCount: row.submissionCount,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/forms/${row.formId}/invitations/${row.id}`,
};

/** A form as its respondent sees it: no counts, no settings; questions only while it takes answers. */
export const publicFormResource: ResourceDefinition<
  OpenedForm & { token: string; shownAt: number },
  z.output<typeof publicFormResourceSchema>
> = {
  type: "public_forms",
  schema: publicFormResourceSchema,
  id: (row) => row.token,
  attributes: (row) => ({
    title: row.form.title,
    description: row.form.description,
    titleEn: row.form.titleEn,
    descriptionEn: row.form.descriptionEn,
    state: row.state,
    shownAt: row.shownAt,
    questions:
      row.state === "open"
        ? row.questions.map((question) => ({
            type: "form_questions",
            ...formQuestionResource.attributes(question),
            id: String(question.id),
          }))
        : [],
  }),
  selfLink: (row) => `/api/v1/public_forms/${encodeURIComponent(row.token)}`,
};

/** What a respondent hears back: only where a copy of his answers went (a bot's is never stored: id 0). */
export const submittedResource: ResourceDefinition<
  { id: number; copySentTo: string | null },
  z.output<typeof submittedResourceSchema>
> = {
  type: "form_submissions",
  schema: submittedResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ copySentTo: row.copySentTo }),
};

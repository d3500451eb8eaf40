import { z } from "zod";
import { FORM_ACCESS_PERMISSIONS, FORM_QUESTION_TYPES } from "./forms";
import { wireDate, wireId, wireNumber, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A form as its managers see it. */
export const formResourceSchema = z.object({
  title: z.string(),
  description: wireText,
  titleEn: wireText,
  descriptionEn: wireText,
  organizationId: wireId.nullable(),
  organizationName: wireText,
  accessPermission: z.enum(FORM_ACCESS_PERMISSIONS),
  isOpen: z.boolean(),
  closesAt: wireDate.nullable(),
  maxSubmissions: wireNumber,
  multipleSubmissions: z.boolean(),
  retentionMonths: wireNumber,
  publicToken: wireText,
  systemKey: wireText,
  acceptsSubmissions: z.boolean(),
  questionCount: z.number().int(),
  submissionCount: z.number().int(),
  createdAt: wireDate,
  updatedAt: wireDate,
});

/** One question of a form. */
export const formQuestionResourceSchema = z.object({
  text: z.string(),
  textEn: wireText,
  questionType: z.enum(FORM_QUESTION_TYPES),
  required: z.boolean(),
  position: z.number().int(),
  longAnswer: z.boolean(),
  /** The choices: a key an answer names, the Dutch label and the English one. */
  options: z.array(z.object({ id: z.string(), label: z.string(), labelEn: wireText })),
  deleted: z.boolean(),
});

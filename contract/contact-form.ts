import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-options";
import { FORM_SPAM } from "./form-spam";

/** What a visitor fills in; the same rules in the browser (on blur) and in POST /api/v1/contact_messages. */
export const contactMessageFields = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.email().max(254),
  subject: z.string().trim().min(CONTACT_LIMITS.subjectMin).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.message),
  /** AVG: the visitor agrees that the centre keeps the message to answer it. */
  consent: z.boolean().refine((agreed) => agreed, { params: { rule: "contact:rules.consent" } }),
});

/** POST /api/v1/contact_messages: the fields, when the form was shown and the honeypot (contract/form-submissions.ts). */
export const contactMessageSchema = contactMessageFields.extend({
  started_at: z.number().int().nonnegative(),
  [FORM_SPAM.honeypot]: z.string().max(1_000).optional(),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

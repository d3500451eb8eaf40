import { z } from "zod";
import { FORM_SPAM } from "./form-submissions";

/** DESIGN.md section 6: names 1-100, titles 3-120, message bodies up to 10,000. */
export const CONTACT_LIMITS = { name: 100, subjectMin: 3, subject: 120, messageMin: 10, message: 10_000 } as const;

/** The contact form's fields, in the order /contactformulier asks them; each is a fixed question of the built-in form. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message", "consent"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

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

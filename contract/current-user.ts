import { z } from "zod";
import { optionalPhone } from "./fields";
import { GENDERS } from "./identity";

/** ISO weekdays, 1 = Monday ... 7 = Sunday: the days the periodic summary mail goes out. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The mails a user may do without (the notification in the app stays): a new application, a decision, a message. */
export const MAIL_CHOICES = ["application_received", "application_decided", "message_received", "match_followup"] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

/** The details a user may change of himself (DESIGN.md section 6 bounds); every form and the API parse with these. */
const ownFields = {
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone_number: optionalPhone,
  job_title: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null)
    .nullable(),
  gender: z.enum(GENDERS).nullable(),
  // Stored sorted and without repeats, however the client sends them.
  digest_days: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  locale: z.enum(["nl", "en"]),
  // The mails he does not want, stored sorted and without repeats.
  muted_mails: z
    .array(z.enum(MAIL_CHOICES))
    .max(MAIL_CHOICES.length)
    .transform((choices) => [...new Set(choices)].sort()),
};

const emailFields = {
  email: z.email().max(254),
  current_password: z.string().max(128),
};

/**
 * PATCH /api/v1/current_user. A new e-mail address needs the current password (checked by the server) and is only
 * stored as unconfirmed; the message for a missing password is the generic "required" one in the reader's language.
 */
export const currentUserPatchSchema = z
  .object({ ...ownFields, ...emailFields })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.email !== undefined && !value.current_password)
      ctx.addIssue({ code: "invalid_type", expected: "string", input: undefined, path: ["current_password"] });
  });
export type CurrentUserPatch = z.input<typeof currentUserPatchSchema>;

/** The form at /profile-edit: personal details (all sent at once). */
export const profileDetailsSchema = z.object({
  first_name: ownFields.first_name,
  last_name: ownFields.last_name,
  phone_number: ownFields.phone_number,
  job_title: ownFields.job_title,
  gender: z
    .union([z.literal(""), z.enum(GENDERS)])
    .transform((v) => v || null)
    .nullable(),
  locale: ownFields.locale,
});

/** The form at /profile-edit/email: the new address and the current password (required). */
export const emailChangeSchema = z.object({
  email: emailFields.email,
  current_password: z.string().min(1).max(128),
});

/** The form at /profile-edit/periodieke-mail; no days means no summary. */
export const digestDaysSchema = z.object({ digest_days: ownFields.digest_days });
export const mutedMailsSchema = z.object({ muted_mails: ownFields.muted_mails });

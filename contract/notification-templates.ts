import { z } from "zod";
import type { MailChoice } from "./current-user";

const TEMPLATE_LOCALES = ["nl", "en"] as const;

// Every e-mail the product sends is one of these templates (issue 17, item 3); a centre may change each one's texts.

const USER = ["salutation", "first_name", "last_name"] as const;

/** Each template and the variables its text may use, besides `center` (the centre's name), which every one has. */
export const NOTIFICATION_TEMPLATE_VARIABLES = {
  password_reset: [...USER, "reset_url"],
  confirmation: [...USER, "confirmation_url"],
  already_registered: [...USER, "login_url"],
  invitation: [...USER, "inviter", "set_password_url"],
  account_deletion: [...USER, "deletion_url"],
  email_change: [...USER, "new_email", "confirmation_url"],
  email_change_requested: [...USER, "new_email", "email_settings_url"],
  email_change_taken: [...USER, "login_url"],
  sign_in_attack: [...USER, "new_password_url"],
  two_factor_reset: [...USER, "login_url"],
  organization_approved: [...USER, "organization", "login_url"],
  organization_denied: [...USER, "organization", "reason", "contact_url"],
  vacancy_still_open: [...USER, "vacancy", "end_date", "still_open_url"],
  application_received: [...USER, "vacancy", "vacancy_url"],
  application_new: [
    ...USER,
    "vacancy",
    "applicant_name",
    "applicant_email",
    "applicant_phone",
    "applicant_message",
    "application_url",
  ],
  application_accepted: [...USER, "vacancy", "organization_message", "applications_url"],
  application_rejected: [...USER, "vacancy", "organization_message", "applications_url"],
  workshop_confirmed: ["name", "workshop", "when", "place", "workshop_url", "cancel_url"],
  workshop_waitlisted: ["name", "workshop", "when", "place", "workshop_url", "cancel_url"],
  workshop_promoted: ["name", "workshop", "when", "place", "workshop_url"],
  workshop_cancelled: ["name", "workshop", "when", "place", "workshop_url"],
  form_invitation: ["form", "expiry_date", "form_url"],
  form_copy: ["form", "answers"],
  // To an address typed by someone without an account: the centre's own words only, nothing the visitor wrote.
  form_received: ["form"],
  contact_message: ["sender_name", "sender_email", "subject", "message", "message_url"],
  contact_confirmation: ["sender_name", "subject", "message"],
  contact_received: [],
  conversation_message: [...USER, "sender", "subject", "message", "conversation_url"],
  profile_reply: [...USER, "organization", "message", "replies_url"],
  digest: [...USER, "summary", "site_url", "unsubscribe_url"],
  vacancy_alert_confirmation: ["confirmation_url"],
  vacancy_alert: ["vacancies", "count", "search_url", "unsubscribe_url"],
  // Issue 44: "Is het gelukt?", some weeks and three months after an acceptance.
  match_followup_volunteer: [...USER, "vacancy", "organization", "since", "answer_url", "opt_out_url"],
  match_followup_organization: [...USER, "vacancy", "volunteer_name", "since", "answer_url", "opt_out_url"],
  application_response_reminder: [...USER, "vacancy", "applicant_name", "days", "application_url"],
  application_slow_response: [...USER, "vacancy", "organization", "days", "center_email", "center_phone", "contact_url"],
} as const satisfies Record<string, readonly string[]>;

export type NotificationTemplateKey = keyof typeof NOTIFICATION_TEMPLATE_VARIABLES;
export const NOTIFICATION_TEMPLATE_KEYS = Object.keys(NOTIFICATION_TEMPLATE_VARIABLES) as NotificationTemplateKey[];

/** The values a template's text is written with: every variable it may use, as text. */
export type TemplateValues<K extends NotificationTemplateKey> = Record<
  (typeof NOTIFICATION_TEMPLATE_VARIABLES)[K][number],
  string
>;

/** Mails that keep an account safe or reachable: always sent, so they cannot be switched off. */
export const SECURITY_TEMPLATES: readonly NotificationTemplateKey[] = [
  "password_reset",
  "confirmation",
  "already_registered",
  "invitation",
  "account_deletion",
  "email_change",
  "email_change_requested",
  "email_change_taken",
  "sign_in_attack",
  "two_factor_reset",
];

/** The templates each of a user's mail choices (contract/current-user.ts) stands for. */
export const MAIL_CHOICE_TEMPLATES: Record<MailChoice, readonly NotificationTemplateKey[]> = {
  application_received: ["application_new"],
  application_decided: ["application_accepted", "application_rejected"],
  message_received: ["conversation_message"],
  match_followup: ["match_followup_volunteer", "match_followup_organization"],
};

/** Whether a user who turned these mails off should not get this template. */
export const isMutedTemplate = (key: NotificationTemplateKey, muted: readonly string[]) =>
  muted.some((choice) => MAIL_CHOICE_TEMPLATES[choice as MailChoice]?.includes(key));

/** Where each template belongs, for the list's headings. */
export const NOTIFICATION_TEMPLATE_GROUPS = [
  "account",
  "organizations",
  "vacancies",
  "workshops",
  "forms",
  "conversations",
  "digest",
] as const;
export type NotificationTemplateGroup = (typeof NOTIFICATION_TEMPLATE_GROUPS)[number];
const GROUP_BY_PREFIX: [string, NotificationTemplateGroup][] = [
  ["organization_", "organizations"],
  ["workshop_", "workshops"],
  ["form_", "forms"],
  ["contact_", "forms"],
  ["conversation_", "conversations"],
  ["profile_reply", "conversations"],
  ["digest", "digest"],
];
export const groupOfTemplate = (key: NotificationTemplateKey): NotificationTemplateGroup =>
  SECURITY_TEMPLATES.includes(key) ? "account" : (GROUP_BY_PREFIX.find(([prefix]) => key.startsWith(prefix))?.[1] ?? "vacancies");

export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 10_000;

/** One language's text of a template. */
export interface TemplateText {
  subject: string;
  body: string;
  /** Whether the centre changed this language's text (false: the product's default). */
  customized: boolean;
}

/** GET /api/v1/notification_templates(/{id}): a template of the caller's centre, with both languages. */
export interface NotificationTemplate {
  id: NotificationTemplateKey;
  name: string;
  description: string;
  group: NotificationTemplateGroup;
  active: boolean;
  security: boolean;
  texts: Record<(typeof TEMPLATE_LOCALES)[number], TemplateText>;
  variables: { name: string; description: string; sample: string }[];
  updatedAt: string | null;
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** PATCH /api/v1/notification_templates/{id}: one language's text, and whether the mail is sent. */
export const notificationTemplateUpdateSchema = z
  .object({
    active: z.boolean().optional(),
    locale: z.enum(TEMPLATE_LOCALES).optional(),
    subject: text(TEMPLATE_SUBJECT_MAX).optional(),
    body: text(TEMPLATE_BODY_MAX).optional(),
  })
  .refine((input) => (input.subject === undefined && input.body === undefined) || input.locale !== undefined, {
    path: ["locale"],
    params: { rule: "generic.required" },
  });
export type NotificationTemplateUpdate = z.infer<typeof notificationTemplateUpdateSchema>;

/** POST .../preview and .../test: a text as written in the editor (saved or not), in one language. */
export const notificationTemplateDraftSchema = z.object({
  locale: z.enum(TEMPLATE_LOCALES),
  subject: text(TEMPLATE_SUBJECT_MAX),
  body: text(TEMPLATE_BODY_MAX),
});
export type NotificationTemplateDraft = z.infer<typeof notificationTemplateDraftSchema>;

/** POST .../reset: one language back to the product's text. */
export const notificationTemplateResetSchema = z.object({ locale: z.enum(TEMPLATE_LOCALES) });

/** What .../preview answers: the mail as the recipient would see it, with sample values. */
export interface NotificationTemplatePreview {
  subject: string;
  html: string;
  text: string;
}

import type { Answers } from "../../../contract/form-answers";
import { dateFormat } from "../../../contract/intl-formats";
import type { ContentLocale } from "../../../locales/languages";
import { translatorFor } from "../../http/i18n";
import type { TemplatedMail } from "../../mail/templates/templated-mail.service";
import type { AnsweredQuestion } from "./forms.table";

interface MailContext {
  origin: string;
  locale: ContentLocale;
}

const day = (date: Date, locale: ContentLocale) =>
  dateFormat(locale === "en" ? "en-GB" : "nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(date);

/** To an invitee: the personal link to a token_holder form, and until when it works. */
export const invitationMail = (
  ctx: MailContext,
  form: { title: string },
  token: string,
  expiresAt: Date,
): TemplatedMail<"form_invitation"> => ({
  template: "form_invitation",
  locale: ctx.locale,
  values: {
    form: form.title,
    expiry_date: day(expiresAt, ctx.locale),
    form_url: `${ctx.origin}/${ctx.locale}/forms/${encodeURIComponent(token)}`,
  },
});

/**
 * To a respondent at an address that is surely theirs (the invitee, a signed-in user's own confirmed address): what
 * they sent, question by question (explanations left out).
 */
export function answersCopyMail(
  ctx: MailContext,
  form: { title: string },
  questions: AnsweredQuestion[],
  answers: Answers,
): TemplatedMail<"form_copy"> {
  const t = translatorFor(ctx.locale);
  const lines = questions
    .filter((question) => question.questionType !== "info_section")
    .map((question) => {
      const answer = answers[question.id];
      const shown = answer === undefined ? t("mail:forms.unanswered") : Array.isArray(answer) ? answer.join(", ") : answer;
      return `${question.text}\n${shown}`;
    });
  return { template: "form_copy", locale: ctx.locale, values: { form: form.title, answers: lines.join("\n\n") } };
}

/** To an address someone typed in: only that the answers arrived, in the centre's words (decision 17). */
export const formReceivedMail = (locale: ContentLocale, form: { title: string }): TemplatedMail<"form_received"> => ({
  template: "form_received",
  locale,
  values: { form: form.title },
});

interface ContactFacts {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** To the centre's contact address: the visitor's message; replying answers the visitor (Reply-To). */
export const contactMessageMail = (message: ContactFacts, submissionUrl: string): TemplatedMail<"contact_message"> => ({
  // The centre reads it in Dutch, its back office's first language.
  template: "contact_message",
  locale: "nl",
  values: {
    sender_name: message.name,
    sender_email: message.email,
    subject: message.subject,
    message: message.message,
    message_url: submissionUrl,
  },
});

/** To a signed-in user at his own confirmed address: the centre has the message, with a copy of it. */
export const contactConfirmationMail = (locale: ContentLocale, message: ContactFacts): TemplatedMail<"contact_confirmation"> => ({
  template: "contact_confirmation",
  locale,
  values: { sender_name: message.name, subject: message.subject, message: message.message },
});

/** To an address typed into the contact form: only that the message arrived, nothing the visitor wrote (decision 17). */
export const contactReceivedMail = (locale: ContentLocale): TemplatedMail<"contact_received"> => ({
  template: "contact_received",
  locale,
  values: {},
});

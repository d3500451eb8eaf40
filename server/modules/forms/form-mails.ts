import type { Answers } from "../../../contract/form-answers";
import type { Locale } from "../../../locales/languages";
import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";
import type { AnsweredQuestion } from "./forms.table";

interface MailContext {
  center: string;
  origin: string;
  locale: Locale;
}

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(date);

/** To an invitee: the personal link to a token_holder form, and until when it works. */
export function invitationMail(ctx: MailContext, form: { title: string }, token: string, expiresAt: Date) {
  const t = translatorFor(ctx.locale);
  const params = { form: form.title, center: ctx.center, date: day(expiresAt, ctx.locale) };
  const { html, text } = renderMail({
    greeting: t("mail:forms.greeting"),
    paragraphs: [t("mail:forms.invitation.intro", params)],
    action: { label: t("mail:forms.invitation.action"), url: `${ctx.origin}/${ctx.locale}/forms/${encodeURIComponent(token)}` },
    notes: [t("mail:forms.invitation.personal", params)],
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t("mail:forms.invitation.subject", params), html, text };
}

/** To a respondent who gave an address: what they sent, question by question (explanations left out). */
export function answersCopyMail(ctx: MailContext, form: { title: string }, questions: AnsweredQuestion[], answers: Answers) {
  const t = translatorFor(ctx.locale);
  const params = { form: form.title, center: ctx.center };
  const lines = questions
    .filter((question) => question.questionType !== "info_section")
    .map((question) => {
      const answer = answers[question.id];
      const shown = answer === undefined ? t("mail:forms.copy.unanswered") : Array.isArray(answer) ? answer.join(", ") : answer;
      return `${question.text}\n${shown}`;
    });
  const { html, text } = renderMail({
    greeting: t("mail:forms.greeting"),
    paragraphs: [t("mail:forms.copy.intro", params), ...lines],
    notes: [t("mail:forms.copy.note", params)],
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t("mail:forms.copy.subject", params), html, text };
}

interface ContactFacts {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** To the centre's contact address: the visitor's message; replying answers the visitor (Reply-To). */
export function contactMessageMail(ctx: MailContext, message: ContactFacts, submissionUrl: string) {
  const t = translatorFor(ctx.locale);
  const { html, text } = renderMail({
    greeting: t("mail:forms.contact.greeting", { center: ctx.center }),
    paragraphs: [t("mail:forms.contact.intro", { name: message.name, email: message.email }), message.subject, message.message],
    action: { label: t("mail:forms.contact.action"), url: submissionUrl },
    notes: [t("mail:forms.contact.reply", { name: message.name })],
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t("mail:forms.contact.subject", { subject: message.subject }), html, text };
}

/** To the visitor: the centre has the message, with a copy of it. */
export function contactConfirmationMail(ctx: MailContext, message: ContactFacts) {
  const t = translatorFor(ctx.locale);
  const { html, text } = renderMail({
    greeting: t("mail:forms.contact.dear", { name: message.name }),
    paragraphs: [t("mail:forms.contact.received", { center: ctx.center }), message.subject, message.message],
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t("mail:forms.contact.confirmationSubject", { center: ctx.center }), html, text };
}

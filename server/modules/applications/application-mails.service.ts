import type { Locale } from "../../../locales/languages";
import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";

interface Person {
  firstName: string;
  lastName: string;
  gender?: "male" | "female" | "other" | null;
  locale: Locale;
}

interface MailContext {
  center: string;
  origin: string;
  vacancyTitle: string;
}

function compose(
  recipient: Person,
  ctx: MailContext,
  key: string,
  paragraphs: (t: ReturnType<typeof translatorFor>) => string[],
  path: string,
) {
  const t = translatorFor(recipient.locale);
  const params = { vacancy: ctx.vacancyTitle, center: ctx.center };
  const { html, text } = renderMail({
    greeting: `${t(`identity:salutation.${recipient.gender ?? "other"}`, { firstName: recipient.firstName, lastName: recipient.lastName })},`,
    paragraphs: paragraphs(t),
    action: { label: t(`applications:mail.${key}.action`), url: `${ctx.origin}/${recipient.locale}${path}` },
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t(`applications:mail.${key}.subject`, params), html, text };
}

/** To the applicant, at once: we have it, and what happens next. */
export function receivedMail(applicant: Person & { hasAccount: boolean }, ctx: MailContext, vacancyId: number) {
  return compose(
    applicant,
    ctx,
    "received",
    (t) => [t("applications:mail.received.intro", { vacancy: ctx.vacancyTitle }), t("applications:mail.received.next")],
    applicant.hasAccount ? "/profiel" : `/vacancies/${vacancyId}`,
  );
}

interface ApplicantDetails {
  applicationId: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
}

/** To the vacancy's contact person (or the organisation's superusers): who applied, and a link to decide. */
export function newApplicationMail(recipient: Person, ctx: MailContext, applicant: ApplicantDetails) {
  return compose(
    recipient,
    ctx,
    "newApplication",
    (t) => [
      t("applications:mail.newApplication.intro", { name: applicant.name, vacancy: ctx.vacancyTitle }),
      t("applications:mail.newApplication.contact", {
        email: applicant.email,
        phone: applicant.phoneNumber ?? t("applications:mail.newApplication.noPhone"),
      }),
      ...(applicant.message ? [t("applications:mail.newApplication.message", { message: applicant.message })] : []),
    ],
    `/applications/${applicant.applicationId}`,
  );
}

/** To the applicant when the organisation decides, with its optional message. */
export function decisionMail(
  applicant: Person & { hasAccount: boolean },
  ctx: MailContext,
  decision: { accepted: boolean; message: string | null; vacancyId: number },
) {
  const key = decision.accepted ? "accepted" : "rejected";
  return compose(
    applicant,
    ctx,
    key,
    (t) => [
      t(`applications:mail.${key}.intro`, { vacancy: ctx.vacancyTitle }),
      ...(decision.message ? [t("applications:mail.decisionMessage", { message: decision.message })] : []),
    ],
    applicant.hasAccount ? "/profiel" : `/vacancies/${decision.vacancyId}`,
  );
}

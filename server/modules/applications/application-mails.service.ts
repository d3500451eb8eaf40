import type { ContentLocale } from "../../../locales/languages";
import type { TemplatedMail } from "../../mail/templates/templated-mail.service";
import { recipientValues } from "../identity/recipient-values.service";

interface Person {
  firstName: string;
  lastName: string;
  gender?: "male" | "female" | "other" | null;
  locale: ContentLocale;
}

interface MailContext {
  origin: string;
  vacancyTitle: string;
}

const valuesFor = (recipient: Person, ctx: MailContext) => ({
  ...recipientValues(recipient),
  vacancy: ctx.vacancyTitle,
});
const link = (recipient: Person, ctx: MailContext, path: string) => `${ctx.origin}/${recipient.locale}${path}`;

/** To the applicant, at once: we have it, and what happens next. */
export function receivedMail(applicant: Person, ctx: MailContext, vacancyId: number): TemplatedMail<"application_received"> {
  return {
    template: "application_received",
    locale: applicant.locale,
    values: { ...valuesFor(applicant, ctx), vacancy_url: link(applicant, ctx, `/vacancies/${vacancyId}`) },
  };
}

interface ApplicantDetails {
  applicationId: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
}

/** To the vacancy's contact person (or the organization's superusers): who applied, and a link to decide. */
export function newApplicationMail(
  recipient: Person,
  ctx: MailContext,
  applicant: ApplicantDetails,
): TemplatedMail<"application_new"> {
  return {
    template: "application_new",
    locale: recipient.locale,
    values: {
      ...valuesFor(recipient, ctx),
      applicant_name: applicant.name,
      applicant_email: applicant.email,
      applicant_phone: applicant.phoneNumber ?? "",
      applicant_message: applicant.message ?? "",
      application_url: link(recipient, ctx, `/applications/${applicant.applicationId}`),
    },
  };
}

/** To the applicant when the organization decides, with its optional message. */
export function decisionMail(
  applicant: Person & { hasAccount: boolean },
  ctx: MailContext,
  decision: { accepted: boolean; message: string | null; vacancyId: number },
): TemplatedMail<"application_accepted" | "application_rejected"> {
  const values = {
    ...valuesFor(applicant, ctx),
    organization_message: decision.message ?? "",
    applications_url: link(applicant, ctx, applicant.hasAccount ? "/profiel" : `/vacancies/${decision.vacancyId}`),
  };
  return decision.accepted
    ? { template: "application_accepted", locale: applicant.locale, values }
    : { template: "application_rejected", locale: applicant.locale, values };
}

interface FollowupLinks {
  answerUrl: string;
  optOutUrl: string;
  /** How long ago the acceptance was, in the recipient's words ("4 weken"). */
  since: string;
}

/** "Is het gelukt?" to the volunteer, some weeks and three months after the acceptance (issue 44). */
export function volunteerFollowupMail(
  volunteer: Person,
  ctx: MailContext & { organizationName: string },
  links: FollowupLinks,
): TemplatedMail<"match_followup_volunteer"> {
  return {
    template: "match_followup_volunteer",
    locale: volunteer.locale,
    values: {
      ...valuesFor(volunteer, ctx),
      organization: ctx.organizationName,
      since: links.since,
      answer_url: links.answerUrl,
      opt_out_url: links.optOutUrl,
    },
  };
}

/** To the vacancy's contact person (or the organization's superusers): an application has waited too long. */
export function responseReminderMail(
  recipient: Person,
  ctx: MailContext,
  waiting: { applicationId: number; applicantName: string; days: number },
): TemplatedMail<"application_response_reminder"> {
  return {
    template: "application_response_reminder",
    locale: recipient.locale,
    values: {
      ...valuesFor(recipient, ctx),
      applicant_name: waiting.applicantName,
      days: String(waiting.days),
      application_url: link(recipient, ctx, `/applications/${waiting.applicationId}`),
    },
  };
}

/** The same question to whoever handles the vacancy's applications, about the volunteer. */
export function organizationFollowupMail(
  handler: Person,
  ctx: MailContext & { volunteerName: string },
  links: FollowupLinks,
): TemplatedMail<"match_followup_organization"> {
  return {
    template: "match_followup_organization",
    locale: handler.locale,
    values: {
      ...valuesFor(handler, ctx),
      volunteer_name: ctx.volunteerName,
      since: links.since,
      answer_url: links.answerUrl,
      opt_out_url: links.optOutUrl,
    },
  };
}

/** To the applicant at the same time: the organization is slow, and how to reach the centre. */
export function slowResponseMail(
  applicant: Person,
  ctx: MailContext,
  waiting: { organizationName: string; days: number; centerEmail: string | null; centerPhone: string | null },
): TemplatedMail<"application_slow_response"> {
  return {
    template: "application_slow_response",
    locale: applicant.locale,
    values: {
      ...valuesFor(applicant, ctx),
      organization: waiting.organizationName,
      days: String(waiting.days),
      center_email: waiting.centerEmail ?? "",
      center_phone: waiting.centerPhone ?? "",
      contact_url: link(applicant, ctx, "/contactformulier"),
    },
  };
}

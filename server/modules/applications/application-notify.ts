import type { Context } from "hono";
import { type ContentLocale, isLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail, type TemplatedMail } from "../../mail/templates/templated-mail.service";
import { findUserWithRoles } from "../identity/users.service";
import { notifyLater } from "../notifications/notifications.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import type { VacancyDetails } from "../vacancies/vacancy-details.service";
import { applicationHandlers } from "./application-handlers.service";
import { decisionMail, newApplicationMail, receivedMail } from "./application-mails.service";
import type { ApplicationDetails, ApplicationRow } from "./applications.service";

/** The applicant's language: his account's, else the language he applied in. */
export async function applicantOf(
  db: Database,
  tenant: TenantId,
  application: Pick<ApplicationRow, "userId" | "firstName" | "lastName" | "locale">,
) {
  const user = application.userId ? await findUserWithRoles(db, tenant, application.userId) : null;
  const locale: ContentLocale = user && isLocale(user.locale) ? user.locale : application.locale;
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    gender: user?.gender ?? null,
    locale,
    hasAccount: Boolean(user),
    mutedMails: user?.mutedMails ?? [],
  };
}

const contextOf = (c: Context<AppEnv>, application: ApplicationDetails) => ({
  origin: c.get("site").origin,
  vacancyTitle: application.vacancy.title,
});

async function send(c: Context<AppEnv>, to: string, mail: TemplatedMail, muted: readonly string[] = []) {
  await sendTemplatedMail(c.get("deps").jobs, { ...mailSenderOf(c.get("site"), to), muted }, mail);
}

/** A new application: the applicant's receipt, and a mail and a notification for each of its handlers. */
export async function announceNewApplication(c: Context<AppEnv>, application: ApplicationDetails, vacancy: VacancyDetails) {
  const ctx = contextOf(c, application);
  const { db } = c.get("deps");
  const tenant = c.get("site").tenant.id;
  const applicant = await applicantOf(db, tenant, application);
  await send(c, application.email, receivedMail(applicant, ctx, vacancy.id));
  const handlers = await applicationHandlers(db, tenant, {
    contactPersonId: vacancy.contactPerson?.id ?? null,
    organizationId: vacancy.organization.id,
  });
  await notifyLater(
    c.get("deps").db,
    c.get("site").tenant.id,
    handlers.map((h) => h.id),
    {
      kind: "application_received",
      data: { name: `${application.firstName} ${application.lastName}`, vacancy: application.vacancy.title },
      link: `/applications/${application.id}`,
    },
  );
  for (const handler of handlers) {
    const recipient = { ...handler, locale: isLocale(handler.locale) ? handler.locale : ("nl" as const) };
    await send(
      c,
      handler.email,
      newApplicationMail(recipient, ctx, {
        applicationId: application.id,
        name: `${application.firstName} ${application.lastName}`,
        email: application.email,
        phoneNumber: application.phoneNumber,
        message: application.message,
      }),
      handler.mutedMails,
    );
  }
}

/** A decision: the applicant's mail, and a notification when he has an account. */
export async function announceDecision(c: Context<AppEnv>, application: ApplicationDetails) {
  const applicant = await applicantOf(c.get("deps").db, c.get("site").tenant.id, application);
  const mail = decisionMail(applicant, contextOf(c, application), {
    accepted: application.status === "accepted",
    message: application.decisionMessage,
    vacancyId: application.vacancy.id,
  });
  await send(c, application.email, mail, applicant.mutedMails);
  if (application.userId)
    await notifyLater(c.get("deps").db, c.get("site").tenant.id, [application.userId], {
      kind: application.status === "accepted" ? "application_accepted" : "application_rejected",
      data: { vacancy: application.vacancy.title },
      link: `/applications/${application.id}`,
    });
}

import { isLocale } from "../../../locales/languages";
import { type HostConfig, publicOriginOf } from "../../config/hosts";
import { centerOriginOf } from "../../config/site-origins";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { wallClock } from "../../text/wall-clock";
import { type CenterWithProfile, listCenters } from "../tenancy/tenancy.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { applicationHandlers } from "./application-handlers.service";
import { responseReminderMail, slowResponseMail } from "./application-mails.service";
import { applicantOf } from "./application-notify";
import { findApplication } from "./applications.service";
import { claimReminder, type DueReminder, dueReminders } from "./response-times.service";

export const RESPONSE_REMINDER_JOB = "applications.response-reminders";
const SWEEP_EVERY_MS = 60 * 60_000;
/** Reminders go in office hours (Amsterdam), not at night. */
const HOURS = { from: "08:00", to: "20:00" };
const BATCH = 200;

/** One application's reminder and the applicant's mail: claimed and queued in one transaction, or not at all. */
async function remind(
  db: Database,
  jobs: JobQueue,
  tenant: TenantId,
  due: DueReminder,
  center: CenterWithProfile,
  origin: string,
  now: Date,
) {
  const application = await findApplication(db, tenant, due.id);
  const vacancy = application && (await findVacancy(db, tenant, application.vacancy.id));
  if (!application || !vacancy) return false;
  const applicant = await applicantOf(db, tenant, application);
  const handlers = await applicationHandlers(db, tenant, {
    contactPersonId: vacancy.contactPerson?.id ?? null,
    organizationId: vacancy.organization.id,
  });
  const ctx = { origin, vacancyTitle: application.vacancy.title };
  const sender = (to: string, muted: readonly string[] = []) => ({ tenant, centerId: center.id, center: center.name, to, muted });
  return withTenant(db, tenant, async (tx) => {
    if (!(await claimReminder(tx, tenant, application.id, now))) return false;
    const waiting = {
      applicationId: application.id,
      applicantName: `${application.firstName} ${application.lastName}`,
      days: due.reminderDays,
    };
    for (const handler of handlers) {
      const recipient = { ...handler, locale: isLocale(handler.locale) ? handler.locale : ("nl" as const) };
      await sendTemplatedMail(jobs, sender(handler.email, handler.mutedMails), responseReminderMail(recipient, ctx, waiting), tx);
    }
    const slow = slowResponseMail(applicant, ctx, {
      organizationName: application.vacancy.organizationName,
      days: due.reminderDays,
      centerEmail: center.profile?.contactEmail ?? null,
      centerPhone: center.profile?.contactPhone ?? null,
    });
    await sendTemplatedMail(jobs, sender(application.email, applicant.mutedMails), slow, tx);
    return true;
  });
}

/** Every application past its centre's days without a response, tenant by tenant; the number reminded of. */
export async function sendResponseReminders(db: Database, jobs: JobQueue, hosts: HostConfig, now = new Date()) {
  const { time } = wallClock(now);
  if (time < HOURS.from || time >= HOURS.to) return 0;
  let reminded = 0;
  for (const tenant of await activeTenantIds(db)) {
    const centers = new Map((await listCenters(db, tenant)).map((center) => [center.id, center]));
    for (let after = 0; ; ) {
      const page = await dueReminders(db, tenant, now, after, BATCH);
      for (const due of page) {
        const center = centers.get(due.centerId);
        if (!center) continue;
        const origin = centerOriginOf(tenant, center.slug, hosts) ?? publicOriginOf(tenant, hosts);
        if (await remind(db, jobs, tenant, due, center, origin, now)) reminded++;
      }
      if (page.length < BATCH) break;
      after = page[page.length - 1].id;
    }
  }
  return reminded;
}

/** Hourly in one process at a time (a recurring job); the per-application claim keeps each reminder to one. */
export function registerResponseReminderJobs(jobs: JobQueue, db: Database, hosts: HostConfig, everyMs = SWEEP_EVERY_MS) {
  jobs.every(RESPONSE_REMINDER_JOB, everyMs, () => sendResponseReminders(db, jobs, hosts).then(() => undefined));
}

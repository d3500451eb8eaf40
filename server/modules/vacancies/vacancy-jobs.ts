import { type HostConfig, publicOriginOf } from "../../config/hosts";
import { centerOriginOf } from "../../config/site-origins";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { wallClock } from "../../text/wall-clock";
import { notifyLater } from "../notifications/notifications.service";
import { membersOf } from "../organizations/organizations.service";
import { listCenters } from "../tenancy/tenancy.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { expireDueVacancies, markReminderSent, vacanciesDueForReminder } from "./vacancy-expiry.service";
import { stillOpenMail } from "./vacancy-mails";

export const VACANCY_SWEEP_JOB = "vacancies.sweep";
const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Expiry and the week-ahead reminder run as one recurring job, so they survive restarts. */
export function registerVacancyJobs(jobs: JobQueue, db: Database, hosts: HostConfig, everyMs = SWEEP_EVERY_MS) {
  jobs.every(VACANCY_SWEEP_JOB, everyMs, () => sweepVacancies(db, jobs, hosts).then(() => undefined));
}

export async function sweepVacancies(db: Database, jobs: JobQueue, hosts: HostConfig, now = new Date()) {
  let expired = 0;
  let reminded = 0;
  for (const tenant of await activeTenantIds(db)) {
    expired += await expireDueVacancies(db, tenant, now);
    const due = await vacanciesDueForReminder(db, tenant, now);
    if (due.length === 0) continue;
    const centers = new Map((await listCenters(db, tenant)).map((center) => [center.id, center]));
    for (const vacancy of due) {
      const recipients = vacancy.contactPerson ? [vacancy.contactPerson] : await membersOf(db, tenant, vacancy.organizationId);
      const token = newSecretToken();
      await markReminderSent(db, tenant, vacancy.id, hashSecretToken(token), now);
      const row = centers.get(vacancy.centerId);
      const center = row?.name ?? "";
      // The centre's own site when it has one, like a request on it would link.
      const origin = (row && centerOriginOf(tenant, row.slug, hosts)) ?? publicOriginOf(tenant, hosts);
      for (const recipient of recipients) {
        const mail = stillOpenMail({ recipient, vacancy, origin, token });
        await sendTemplatedMail(jobs, { tenant, centerId: vacancy.centerId, center, to: recipient.email }, mail);
      }
      if (vacancy.expiresAt)
        await notifyLater(
          db,
          tenant,
          recipients.map((r) => r.id),
          {
            kind: "vacancy_expiring",
            data: { vacancy: vacancy.title, date: wallClock(vacancy.expiresAt).day },
            link: `/vacancies/${vacancy.id}/edit`,
          },
        );
      reminded++;
    }
  }
  return { expired, reminded };
}

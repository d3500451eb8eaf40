import { type HostConfig, publicOriginOf } from "../../config/hosts";
import { centerOriginOf, isTenantOrigin } from "../../config/site-origins";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { wallClock } from "../../text/wall-clock";
import { recipientValues } from "../identity/recipient-values.service";
import { listCenters } from "../tenancy/tenancy.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { claimDigest, type DigestRecipient, digestSummary, dueRecipients } from "./digest.service";

export const DIGEST_JOB = "digest.sweep";
const SWEEP_EVERY_MS = 15 * 60_000;
/** Summaries go from this hour on (Amsterdam), with the day's first coffee rather than at midnight. */
const FIRST_HOUR = "07:00";
const BATCH = 500;
// Summaries made side by side: each is a few small queries, so the database's other connections are put to work.
const CONCURRENCY = 4;

interface Outcome {
  mailed: number;
  empty: number;
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
const weekdayOf = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** One user's summary: made and mailed in one transaction, or not at all; nothing new means no mail. */
async function digestFor(
  db: Database,
  jobs: JobQueue,
  tenant: TenantId,
  user: DigestRecipient,
  site: { name: string; origin: string },
  day: string,
  now: Date,
): Promise<keyof Outcome | null> {
  return withTenant(db, tenant, async (tx) => {
    const summary = await digestSummary(tx, tenant, user, now);
    const token = summary ? newSecretToken() : null;
    if (!(await claimDigest(tx, tenant, user.id, day, token && hashSecretToken(token)))) return null;
    if (!token) return "empty";
    const unsubscribe = `${site.origin}/${user.locale}/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`;
    const oneClick = `${site.origin}/api/v1/digest_unsubscriptions?token=${encodeURIComponent(token)}`;
    await sendTemplatedMail(
      jobs,
      {
        tenant,
        centerId: user.centerId,
        center: site.name,
        to: user.email,
        // RFC 8058: a mail client unsubscribes with one POST, without opening a page.
        headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      {
        template: "digest",
        locale: user.locale,
        values: {
          ...recipientValues(user),
          summary,
          site_url: `${site.origin}/${user.locale}/dashboard`,
          unsubscribe_url: unsubscribe,
        },
      },
      tx,
    );
    return "mailed";
  });
}

/** The site the user chose his days on (decision 7), while it is still one of the tenant's; else his centre's address. */
function originFor(user: DigestRecipient, tenant: TenantId, hosts: HostConfig, centerOrigin: string) {
  return user.digestOrigin && isTenantOrigin(user.digestOrigin, tenant, hosts) ? user.digestOrigin : centerOrigin;
}

/** Every summary due now, tenant by tenant, a page of users at a time (memory stays flat at any number). */
export async function sendDueDigests(db: Database, jobs: JobQueue, hosts: HostConfig, now = new Date()): Promise<Outcome> {
  const outcome: Outcome = { mailed: 0, empty: 0 };
  const { day, time } = wallClock(now);
  if (time < FIRST_HOUR) return outcome;
  const weekday = weekdayOf(day);
  for (const tenant of await activeTenantIds(db)) {
    const sites = new Map(
      (await listCenters(db, tenant)).map((center) => [
        center.id,
        { name: center.name, origin: centerOriginOf(tenant, center.slug, hosts) ?? publicOriginOf(tenant, hosts) },
      ]),
    );
    for (let after = 0; ; ) {
      const page = await dueRecipients(db, tenant, day, weekday, after, BATCH);
      for (let start = 0; start < page.length; start += CONCURRENCY) {
        const done = await Promise.all(
          page.slice(start, start + CONCURRENCY).map((user) => {
            const site = sites.get(user.centerId);
            if (!site) return null;
            return digestFor(db, jobs, tenant, user, { ...site, origin: originFor(user, tenant, hosts, site.origin) }, day, now);
          }),
        );
        for (const result of done) if (result) outcome[result]++;
      }
      if (page.length < BATCH) break;
      after = page[page.length - 1].id;
    }
  }
  return outcome;
}

/** The sweep runs in one process at a time (a recurring job); the per-user claim keeps it exactly once regardless. */
export function registerDigestJobs(jobs: JobQueue, db: Database, hosts: HostConfig, everyMs = SWEEP_EVERY_MS) {
  jobs.every(DIGEST_JOB, everyMs, () => sendDueDigests(db, jobs, hosts).then(() => undefined));
}

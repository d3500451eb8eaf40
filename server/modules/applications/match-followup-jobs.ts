import { MATCH_FOLLOWUP_WEEKS } from "../../../contract/match-followups";
import { type HostConfig, publicOriginOf } from "../../config/hosts";
import { centerOriginOf } from "../../config/site-origins";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { listCenters } from "../tenancy/tenancy.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { askFollowup, dueApplications, dueBefore, type FollowupRound } from "./match-followups.service";

export const MATCH_FOLLOWUP_JOB = "match-followups.sweep";
const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 200;
const ROUNDS: FollowupRound[] = [1, 2];

/** Every centre's due follow-ups, round by round, a page at a time; returns how many mails were queued. */
export async function sendDueFollowups(db: Database, jobs: JobQueue, hosts: HostConfig, now = new Date()) {
  let mailed = 0;
  for (const tenant of await activeTenantIds(db)) {
    for (const center of await listCenters(db, tenant)) {
      const weeks = center.profile?.matchFollowupWeeks ?? MATCH_FOLLOWUP_WEEKS.default;
      const site = {
        centerId: center.id,
        name: center.name,
        origin: centerOriginOf(tenant, center.slug, hosts) ?? publicOriginOf(tenant, hosts),
      };
      for (const round of ROUNDS) {
        const before = dueBefore(now, round, weeks);
        for (let after = 0; ; ) {
          const page = await dueApplications(db, tenant, center.id, round, before, after, BATCH);
          for (const application of page) mailed += await askFollowup(db, jobs, tenant, site, application, round, weeks, now);
          if (page.length < BATCH) break;
          after = page[page.length - 1].id;
        }
      }
    }
  }
  return mailed;
}

/** The sweep runs in one process at a time (a recurring job); the row per person and round keeps each mail once. */
export function registerMatchFollowupJobs(jobs: JobQueue, db: Database, hosts: HostConfig, everyMs = SWEEP_EVERY_MS) {
  jobs.every(MATCH_FOLLOWUP_JOB, everyMs, () => sendDueFollowups(db, jobs, hosts).then(() => undefined));
}

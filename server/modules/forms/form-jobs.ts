import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { allTenantIds } from "../tenancy/tenants.service";
import { deleteExpiredSubmissions } from "./form-submissions.service";

export const FORM_RETENTION_JOB = "forms.retention";
/** Submissions go within the hour after their form's retention period ends (AVG). */
const EVERY_MS = 60 * 60_000;

export function registerFormJobs(queue: JobQueue, db: Database) {
  queue.every(FORM_RETENTION_JOB, EVERY_MS, async () => {
    for (const tenant of await allTenantIds(db)) await deleteExpiredSubmissions(db, tenant);
  });
}

import { TENANT_IDS } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { deleteExpiredTokens } from "./auth-tokens.service";

export const EXPIRED_TOKENS_JOB = "identity.expired_tokens";
const EXPIRED_TOKENS_EVERY_MS = 60 * 60 * 1000;

/** Expired sign-in tokens are removed by a recurring job, so the table holds live sessions only. */
export function registerIdentityJobs(jobs: JobQueue, db: Database, everyMs = EXPIRED_TOKENS_EVERY_MS) {
  jobs.every(EXPIRED_TOKENS_JOB, everyMs, () => removeExpiredTokens(db).then(() => undefined));
}

export async function removeExpiredTokens(db: Database, now = new Date()): Promise<number> {
  let removed = 0;
  for (const tenant of TENANT_IDS) removed += await deleteExpiredTokens(db, tenant, now);
  return removed;
}

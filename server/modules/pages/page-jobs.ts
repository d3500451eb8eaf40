import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { publishDuePages } from "./page-publication.service";

export const PUBLISH_DUE_PAGES_JOB = "pages.publish-due";
/** A scheduled page goes live within a minute of its time. */
const EVERY_MS = 60_000;

export function registerPageJobs(queue: JobQueue, db: Database) {
  queue.every(PUBLISH_DUE_PAGES_JOB, EVERY_MS, async () => {
    await publishDuePages(db);
  });
}

import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { FileStorage } from "../../storage/file-storage";
import { sweepUnusedUploads } from "./unused-uploads.service";

export const UNUSED_UPLOADS_JOB = "uploads.sweep-unused";
/** Hourly: an unused upload goes between one day and one day and an hour after it came. */
const EVERY_MS = 60 * 60_000;

export function registerMediaJobs(queue: JobQueue, db: Database, storage: FileStorage) {
  queue.every(UNUSED_UPLOADS_JOB, EVERY_MS, async () => {
    await sweepUnusedUploads(db, storage);
  });
}

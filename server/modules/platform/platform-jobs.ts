import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { FileStorage } from "../../storage/file-storage";
import { ARCHIVE_SWEEP_JOB, runTenantExport, sweepArchives, TENANT_EXPORT_JOB } from "./tenant-exports.service";

/** Hourly: an archived tenant is erased within the hour after its 30 days, an expired export's zip likewise. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** The operator's jobs: a tenant's export, and the sweep of archives and expired exports. */
export function registerPlatformJobs(queue: JobQueue, db: Database, storage: FileStorage) {
  queue.register(TENANT_EXPORT_JOB, (payload, run) => runTenantExport(db, storage, Number(payload.exportId), run));
  queue.every(ARCHIVE_SWEEP_JOB, SWEEP_EVERY_MS, async () => {
    await sweepArchives(db, storage);
  });
}

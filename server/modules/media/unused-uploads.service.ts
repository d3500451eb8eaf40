import { and, asc, eq, gt, inArray, lt, notExists, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { allTenantIds } from "../tenancy/tenants.service";
import { uploadUrl } from "./media.service";
import { uploads } from "./media.table";
import { mediaFiles } from "./media-files.table";
import { mediaUsagesOf, mediaUsersProvided, releaseMediaFile } from "./media-usages.service";

/** An upload nothing uses is removed this long after it came: time enough to attach it, not to hoard them. */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60_000;
const BATCH = 100;

type Candidate = { id: number; path: string; smallPath: string };

/**
 * One batch of a tenant's uploads older than a day, after `afterId`, that are in no media library: each is locked
 * (an attach waits for the lock on its foreign key, then finds it gone) and removed if no module uses it.
 */
async function sweepBatch(db: Database, tenant: TenantId, before: Date, afterId: number) {
  return withTenant(db, tenant, async (tx) => {
    const batch: Candidate[] = await tx
      .select({ id: uploads.id, path: uploads.path, smallPath: uploads.smallPath })
      .from(uploads)
      .where(
        and(
          eq(uploads.tenantId, tenant),
          lt(uploads.createdAt, before),
          gt(uploads.id, afterId),
          notExists(tx.select({ one: sql`1` }).from(mediaFiles).where(eq(mediaFiles.uploadId, uploads.id))),
        ),
      )
      .orderBy(asc(uploads.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const unused: Candidate[] = [];
    for (const upload of batch) {
      const file = { uploadId: upload.id, urls: [uploadUrl(upload.path), uploadUrl(upload.smallPath)] };
      if ((await mediaUsagesOf(tx, tenant, file)).length === 0) unused.push(upload);
    }
    const ids = unused.map((upload) => upload.id);
    if (ids.length > 0) await tx.delete(uploads).where(inArray(uploads.id, ids));
    return { lastId: batch.at(-1)?.id ?? null, unused };
  });
}

/** The recurring job: every tenant's uploads that nothing has used for a day go, rows and files; returns how many. */
export async function sweepUnusedUploads(db: Database, storage: FileStorage, now = new Date()): Promise<number> {
  if (!mediaUsersProvided()) throw new Error("no module told media of its uses: nothing is swept");
  const before = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  let removed = 0;
  for (const tenant of await allTenantIds(db)) {
    for (let afterId = 0; ; ) {
      const { lastId, unused } = await sweepBatch(db, tenant, before, afterId);
      // The rows are gone for good; a file left by a failed delete is only bytes nobody can name.
      await Promise.all(
        unused.flatMap((upload) => [upload.path, upload.smallPath].map((key) => storage.delete(key).catch(() => {}))),
      );
      removed += unused.length;
      if (lastId === null) break;
      afterId = lastId;
    }
  }
  return removed;
}

/**
 * Of these uploads, those no module uses and no media library holds go at once, rows and files (an import's undo
 * takes back the images it stored); a deleted vacancy still naming one lets go of it. Returns how many went.
 */
export async function removeUploadsIfUnused(db: Database, storage: FileStorage, tenant: TenantId, ids: number[]) {
  // Without the modules' uses every file looks unused: then nothing goes.
  if (ids.length === 0 || !mediaUsersProvided()) return 0;
  const unused = await withTenant(db, tenant, async (tx) => {
    const found: Candidate[] = await tx
      .select({ id: uploads.id, path: uploads.path, smallPath: uploads.smallPath })
      .from(uploads)
      .where(
        and(
          eq(uploads.tenantId, tenant),
          inArray(uploads.id, ids),
          notExists(tx.select({ one: sql`1` }).from(mediaFiles).where(eq(mediaFiles.uploadId, uploads.id))),
        ),
      )
      .for("update");
    const free: Candidate[] = [];
    for (const upload of found) {
      const file = { uploadId: upload.id, urls: [uploadUrl(upload.path), uploadUrl(upload.smallPath)] };
      if ((await mediaUsagesOf(tx, tenant, file)).length > 0) continue;
      await releaseMediaFile(tx, tenant, file);
      free.push(upload);
    }
    if (free.length > 0)
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          free.map((upload) => upload.id),
        ),
      );
    return free;
  });
  await Promise.all(
    unused.flatMap((upload) => [upload.path, upload.smallPath].map((key) => storage.delete(key).catch(() => {}))),
  );
  return unused.length;
}

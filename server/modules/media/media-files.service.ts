import { and, asc, count, desc, eq, ilike, or, type SQL, sum } from "drizzle-orm";
import type { MediaFileUpdate, MediaKind, MediaUsage } from "../../../contract/media-files";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import type { FileStorage } from "../../storage/file-storage";
import { recordAudit } from "../audit/audit.service";
import { type UploadRow, uploadUrl } from "./media.service";
import { uploads } from "./media.table";
import { mediaFiles } from "./media-files.table";
import { afterMediaRelease, mediaUsagesOf, releaseMediaFile } from "./media-usages.service";

export type MediaFileRow = typeof mediaFiles.$inferSelect;
/** A media file with its upload (images) for the URLs and sizes. */
export type MediaFileView = MediaFileRow & { upload: UploadRow | null };

/** A centre's library as one request sees it: the tenant and the site's centre. */
export interface Library {
  tenant: TenantId;
  centerId: number;
}

/** What the route turns into a 422 (or 409 for a file in use). */
export class MediaFileError extends Error {
  constructor(
    readonly field: "file" | "alt_text",
    readonly reason: "alt_required" | "quota" | "svg" | "type" | "pixels" | "size" | "image_size",
    /** For "quota": what the library holds already. */
    readonly usedBytes = 0,
  ) {
    super(`${field}: ${reason}`);
  }
}

export class MediaInUseError extends Error {
  constructor(readonly usages: MediaUsage[]) {
    super("media file in use");
  }
}

export interface MediaListQuery {
  search?: string;
  kind?: MediaKind;
  sort: { field: string; direction: "asc" | "desc" }[];
  page: { number: number; size: number };
}

const SORTS = { created_at: mediaFiles.createdAt, name: mediaFiles.name, bytes: mediaFiles.bytes } as const;
export const MEDIA_SORTS = Object.keys(SORTS);

const inLibrary = (library: Library) =>
  and(eq(mediaFiles.tenantId, library.tenant), eq(mediaFiles.centerId, library.centerId)) as SQL;

const selectViews = (tx: Executor) =>
  tx.select({ file: mediaFiles, upload: uploads }).from(mediaFiles).leftJoin(uploads, eq(uploads.id, mediaFiles.uploadId));

const toView = ({ file, upload }: { file: MediaFileRow; upload: UploadRow | null }): MediaFileView => ({ ...file, upload });

/** The name a document of the tenant's libraries was given, by its storage key; null for a key that is none. */
export async function documentNameAt(db: Database, tenant: TenantId, path: string): Promise<string | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ name: mediaFiles.name })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.tenantId, tenant), eq(mediaFiles.path, path)))
      .limit(1),
  );
  return row?.name ?? null;
}

/** The bytes the centre's library holds. */
export async function usedBytesIn(tx: Executor, library: Library): Promise<number> {
  const [row] = await tx
    .select({ used: sum(mediaFiles.bytes) })
    .from(mediaFiles)
    .where(inLibrary(library));
  return Number(row.used ?? 0);
}

/** A page of the library, newest first unless sorted otherwise, with the count and the bytes in use. */
export async function listMediaFiles(db: Database, library: Library, query: MediaListQuery) {
  const where: SQL[] = [inLibrary(library)];
  if (query.kind) where.push(eq(mediaFiles.kind, query.kind));
  if (query.search) {
    const pattern = containing(query.search);
    where.push(or(ilike(mediaFiles.name, pattern), ilike(mediaFiles.altText, pattern)) as SQL);
  }
  const order = [
    ...query.sort.map((s) => (s.direction === "asc" ? asc : desc)(SORTS[s.field as keyof typeof SORTS])),
    desc(mediaFiles.id),
  ];
  if (!query.sort.length) order.unshift(desc(mediaFiles.createdAt));
  return withTenant(db, library.tenant, async (tx) => {
    const rows = await selectViews(tx)
      .where(and(...where))
      .orderBy(...order)
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(mediaFiles)
      .where(and(...where));
    return { rows: rows.map(toView), total, usedBytes: await usedBytesIn(tx, library) };
  });
}

async function findIn(tx: Executor, library: Library, id: number): Promise<MediaFileView | null> {
  const [row] = await selectViews(tx)
    .where(and(inLibrary(library), eq(mediaFiles.id, id)))
    .limit(1);
  return row ? toView(row) : null;
}

export const findMediaFile = (db: Database, library: Library, id: number) =>
  withTenant(db, library.tenant, (tx) => findIn(tx, library, id));

/** The URLs a file is served under: what a page that copied one would hold. */
export const urlsOf = (file: MediaFileView) =>
  file.upload ? [uploadUrl(file.upload.path), uploadUrl(file.upload.smallPath)] : file.path ? [uploadUrl(file.path)] : [];

export async function mediaFileUsages(db: Database, library: Library, file: MediaFileView) {
  return withTenant(db, library.tenant, (tx) =>
    mediaUsagesOf(tx, library.tenant, { uploadId: file.uploadId, urls: urlsOf(file) }),
  );
}

/** Name and alt text; an image keeps an alt text. Audited with what changed; null when the file is not there. */
export async function updateMediaFile(
  db: Database,
  library: Library,
  id: number,
  input: MediaFileUpdate,
  actorUserId: number,
): Promise<MediaFileView | null> {
  return withTenant(db, library.tenant, async (tx) => {
    const before = await findIn(tx, library, id);
    if (!before) return null;
    const altText = input.alt_text === undefined ? before.altText : input.alt_text;
    if (before.kind === "image" && !altText) throw new MediaFileError("alt_text", "alt_required");
    const name = input.name ?? before.name;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (name !== before.name) changes.name = { from: before.name, to: name };
    if (altText !== before.altText) changes.altText = { from: before.altText, to: altText };
    if (Object.keys(changes).length === 0) return before;
    await tx.update(mediaFiles).set({ name, altText, updatedAt: new Date() }).where(eq(mediaFiles.id, id));
    await recordAudit(
      db,
      library.tenant,
      { actorUserId, action: "media_file.update", subjectType: "media_file", subjectId: id, details: { changes } },
      tx,
    );
    return findIn(tx, library, id);
  });
}

/**
 * Deletes a file with its stored bytes; one in use only when forced (MediaInUseError lists the uses), and then its
 * users let go of it (a vacancy loses its image, a centre its logo). Audited. False when the file is not there.
 */
export async function deleteMediaFile(
  db: Database,
  storage: FileStorage,
  library: Library,
  id: number,
  force: boolean,
  actorUserId: number,
): Promise<boolean> {
  const file = await withTenant(db, library.tenant, async (tx) => {
    const found = await findIn(tx, library, id);
    if (!found) return null;
    const used = { uploadId: found.uploadId, urls: urlsOf(found) };
    const usages = await mediaUsagesOf(tx, library.tenant, used);
    if (usages.length > 0 && !force) throw new MediaInUseError(usages);
    if (usages.length > 0) await releaseMediaFile(tx, library.tenant, used);
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    if (found.uploadId) await tx.delete(uploads).where(eq(uploads.id, found.uploadId));
    const details = { name: found.name, kind: found.kind, usages, centerId: library.centerId };
    await recordAudit(
      db,
      library.tenant,
      { actorUserId, action: "media_file.delete", subjectType: "media_file", subjectId: id, details },
      tx,
    );
    return found;
  });
  if (!file) return false;
  afterMediaRelease(db, library.tenant);
  const keys = file.upload ? [file.upload.path, file.upload.smallPath] : file.path ? [file.path] : [];
  // After the commit: a key that outlives its row is harmless, a row without its file is not.
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return true;
}

import { eq } from "drizzle-orm";
import { IMAGE_MAX_BYTES } from "../../../contract/media";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { recordAudit } from "../audit/audit.service";
import { checkDocument, DocumentRejectedError, isPdf, looksLikeSvg } from "./document-check";
import { ImageRejectedError, processImage } from "./image-processing";
import { newStorageName, storeProcessedImage, type UploadRow } from "./media.service";
import { uploads } from "./media.table";
import { findMediaFile, type Library, MediaFileError, type MediaFileView, usedBytesIn } from "./media-files.service";
import { mediaFiles } from "./media-files.table";

export interface NewMediaFile {
  bytes: Uint8Array;
  name: string;
  altText: string | null;
}

function assertRoom(used: number, adding: number, quotaBytes: number) {
  if (used + adding > quotaBytes) throw new MediaFileError("file", "quota", used);
}

/**
 * Stores a file by what its bytes are: a PDF as it came, anything else as an image (WebP variants, as uploads are);
 * an image needs its alt text, and nothing is stored beyond the centre's quota. Audited.
 */
export async function createMediaFile(
  db: Database,
  storage: FileStorage,
  library: Library,
  actorUserId: number,
  input: NewMediaFile,
  quotaBytes: number,
): Promise<MediaFileView> {
  const { tenant } = library;
  const used = await withTenant(db, tenant, (tx) => usedBytesIn(tx, library));
  const base = { tenantId: tenant, centerId: library.centerId, name: input.name, uploadedById: actorUserId };
  let id: number;
  if (isPdf(input.bytes) || looksLikeSvg(input.bytes)) {
    checkDocumentOrThrow(input.bytes);
    assertRoom(used, input.bytes.byteLength, quotaBytes);
    const path = `${newStorageName(tenant)}.pdf`;
    await storage.put(path, input.bytes, "application/pdf");
    id = await insertAudited(
      db,
      library,
      actorUserId,
      { ...base, kind: "document", altText: input.altText, path, contentType: "application/pdf", bytes: input.bytes.byteLength },
      async () => {
        await storage.delete(path).catch(() => undefined);
      },
    );
  } else {
    if (input.bytes.byteLength >= IMAGE_MAX_BYTES) throw new MediaFileError("file", "image_size");
    const image = await processImage(input.bytes).catch((error) => {
      if (error instanceof ImageRejectedError) throw new MediaFileError("file", error.reason);
      throw error;
    });
    // Asked once the file is known to be an image: a wrong file is told first.
    if (!input.altText) throw new MediaFileError("alt_text", "alt_required");
    const bytes = image.large.data.byteLength + image.small.data.byteLength;
    assertRoom(used, bytes, quotaBytes);
    const upload = await storeProcessedImage(db, storage, tenant, actorUserId, image);
    id = await insertAudited(
      db,
      library,
      actorUserId,
      { ...base, kind: "image", altText: input.altText, uploadId: upload.id, contentType: upload.contentType, bytes },
      async () => {
        await removeUpload(db, storage, tenant, upload);
      },
    );
  }
  const created = await findMediaFile(db, library, id);
  if (!created) throw new Error("media file vanished after insert");
  return created;
}

function checkDocumentOrThrow(bytes: Uint8Array) {
  try {
    checkDocument(bytes);
  } catch (error) {
    if (!(error instanceof DocumentRejectedError)) throw error;
    throw new MediaFileError("file", error.reason);
  }
}

async function insertAudited(
  db: Database,
  library: Library,
  actorUserId: number,
  values: typeof mediaFiles.$inferInsert,
  undo: () => Promise<void>,
): Promise<number> {
  try {
    return await withTenant(db, library.tenant, async (tx) => {
      const [row] = await tx.insert(mediaFiles).values(values).returning({ id: mediaFiles.id });
      await recordAudit(
        db,
        library.tenant,
        {
          actorUserId,
          action: "media_file.create",
          subjectType: "media_file",
          subjectId: row.id,
          details: { name: values.name, kind: values.kind, bytes: values.bytes },
        },
        tx,
      );
      return row.id;
    });
  } catch (error) {
    // Nothing acknowledged, nothing left behind.
    await undo();
    throw error;
  }
}

async function removeUpload(db: Database, storage: FileStorage, tenant: TenantId, upload: UploadRow) {
  await withTenant(db, tenant, (tx) => tx.delete(uploads).where(eq(uploads.id, upload.id)));
  await Promise.all([upload.path, upload.smallPath].map((key) => storage.delete(key).catch(() => undefined)));
}

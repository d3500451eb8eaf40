// A zipped WordPress export's images: matched to the posts at the check, stored and given to the rows at the run.
import { createHash } from "node:crypto";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { ImportRowImages } from "../../../contract/imports";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { findUploadIn, isRejectedImage, storeImage } from "../media/media.service";
import { uploads as uploadsTable } from "../media/media.table";
import { removeUploadsIfUnused } from "../media/unused-uploads.service";
import type { Scope } from "./import-kinds";
import { linkedTargets } from "./import-sources";
import type { ImportRow } from "./imports.service";
import { importRows, importSources, imports } from "./imports.table";

/** The kind under which import_sources remembers an image's bytes (by their hash) and the upload they became. */
const IMAGE_SOURCES = "images";

/** Per post, the first of its images the zip holds (none without a zip): what its vacancy's image comes from. */
export const matchedImages = (images: ImportRowImages[], zip: Map<string, Uint8Array> | undefined): ImportRowImages[] =>
  images.map((entry) => ({ ...entry, found: entry.paths.find((path) => zip?.has(path)) ?? null }));

/** The images a row names that its vacancy did not get: not in the zip, or no image we take. */
export const missingImages = (entry: ImportRowImages) => entry.paths.filter((path) => path !== entry.found);

/**
 * Before a run: each image found in the zip stored through the upload pipeline (checked, EXIF gone, resized, WebP),
 * once per content (the same bytes again, in this or a later import of the centre, reuse their upload), and its
 * rows' values given `image_upload_id`, so the run writes the image as it writes the other fields and an undo
 * restores it. The import keeps the images found and the uploads stored here, for its report and its undo.
 */
export async function storeImportImages(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  current: ImportRow,
  zip: Map<string, Uint8Array>,
  uploaderId: number,
) {
  const wordpress = current.source?.wordpress;
  if (!wordpress?.images?.length) return;
  const images = matchedImages(wordpress.images, zip);
  const uploadOf = new Map<string, number>();
  const stored: number[] = [];
  for (const entry of images) {
    if (!entry.found || uploadOf.has(entry.found)) continue;
    const bytes = zip.get(entry.found) as Uint8Array;
    const key = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
    const known = await withTenant(db, scope.tenant, async (tx) => {
      const id = (await linkedTargets(tx, scope, IMAGE_SOURCES, [key])).get(key);
      return id !== undefined && (await findUploadIn(tx, scope.tenant, id)) ? id : undefined;
    });
    if (known !== undefined) {
      uploadOf.set(entry.found, known);
      continue;
    }
    try {
      const upload = await storeImage(db, storage, scope.tenant, uploaderId, bytes);
      stored.push(upload.id);
      uploadOf.set(entry.found, upload.id);
      await withTenant(db, scope.tenant, (tx) =>
        tx
          .insert(importSources)
          .values({ tenantId: scope.tenant, centerId: scope.centerId, kind: IMAGE_SOURCES, sourceKey: key, targetId: upload.id })
          .onConflictDoUpdate({
            target: [importSources.tenantId, importSources.centerId, importSources.kind, importSources.sourceKey],
            set: { targetId: sql`excluded.target_id` },
          }),
      );
    } catch (error) {
      if (!isRejectedImage(error)) throw error;
    }
  }
  // A path whose bytes are no image we take is reported as missing, and the next of the post's images is tried.
  const usable = images.map((entry) => ({
    ...entry,
    found: entry.paths.find((path) => uploadOf.has(path)) ?? null,
    refused: entry.paths.filter((path) => zip.has(path) && !uploadOf.has(path)),
  }));
  await withTenant(db, scope.tenant, async (tx) => {
    for (const entry of usable) {
      if (!entry.found) continue;
      await tx
        .update(importRows)
        .set({ values: sql`${importRows.values} || jsonb_build_object('image_upload_id', ${uploadOf.get(entry.found)}::int)` })
        .where(and(eq(importRows.importId, current.id), eq(importRows.rowNumber, entry.row)));
    }
    await tx
      .update(imports)
      .set({
        source: {
          ...current.source,
          wordpress: { ...wordpress, images: usable, zip: true, uploads: [...(wordpress.uploads ?? []), ...stored] },
        },
      })
      .where(and(eq(imports.tenantId, scope.tenant), eq(imports.id, current.id)));
  });
}

/** After an undo: the uploads the import stored that nothing uses any more go, with what remembered their bytes. */
export async function removeImportImages(db: Database, storage: FileStorage, scope: Scope, current: ImportRow) {
  const uploads = current.source?.wordpress?.uploads ?? [];
  if (uploads.length === 0) return;
  await removeUploadsIfUnused(db, storage, scope.tenant, uploads);
  await withTenant(db, scope.tenant, (tx) =>
    tx
      .delete(importSources)
      .where(
        and(
          eq(importSources.tenantId, scope.tenant),
          eq(importSources.centerId, scope.centerId),
          eq(importSources.kind, IMAGE_SOURCES),
          inArray(importSources.targetId, uploads),
          notExists(tx.select({ one: sql`1` }).from(uploadsTable).where(eq(uploadsTable.id, importSources.targetId))),
        ),
      ),
  );
}

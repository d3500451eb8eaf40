import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { type ProcessedImage, processImage, SMALL_WIDTH } from "./image-processing";
import { uploads } from "./media.table";
import { loadSharp } from "./sharp";

export type UploadRow = typeof uploads.$inferSelect;

/** Unguessable and never reused: a file under its key never changes, so it may be cached for ever. */
export const newStorageName = (tenant: TenantId) => `${tenant}/${new Date().getUTCFullYear()}/${randomBytes(16).toString("hex")}`;

/** Where the served files are: /uploads/<storage key>. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** A drawing we made ourselves (never an upload: those may not be SVG) as a PNG for storeImage, such as a demo logo. */
export async function pngOfOwnSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * An uploaded image, checked by its bytes and stored as two WebP variants (EXIF gone, turned upright, at most
 * 1600 px, never enlarged). Throws ImageRejectedError for anything that is not an image we take.
 */
export async function storeImage(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  uploadedById: number,
  bytes: Uint8Array,
): Promise<UploadRow> {
  return storeProcessedImage(db, storage, tenant, uploadedById, await processImage(bytes));
}

/** storeImage after processImage, for a caller that looks at the variants first (the media library's quota). */
export async function storeProcessedImage(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  uploadedById: number,
  image: ProcessedImage,
): Promise<UploadRow> {
  const name = newStorageName(tenant);
  const path = `${name}.webp`;
  const smallPath = `${name}-${SMALL_WIDTH}.webp`;
  const written: string[] = [];
  try {
    for (const [key, variant] of [
      [path, image.large],
      [smallPath, image.small],
    ] as const) {
      await storage.put(key, variant.data, "image/webp");
      written.push(key);
    }
    const [row] = await withTenant(db, tenant, (tx) =>
      tx
        .insert(uploads)
        .values({
          tenantId: tenant,
          uploadedById,
          sourceType: image.sourceType,
          contentType: "image/webp",
          path,
          width: image.large.width,
          height: image.large.height,
          bytes: image.large.data.byteLength,
          smallPath,
          smallWidth: image.small.width,
          smallHeight: image.small.height,
        })
        .returning(),
    );
    return row;
  } catch (error) {
    // Nothing acknowledged, nothing left behind.
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** An upload of this tenant, inside a transaction the caller already holds (withTenant is never nested). */
export async function findUploadIn(tx: Executor, tenant: TenantId, id: number): Promise<UploadRow | null> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenant), eq(uploads.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findUpload(db: Database, tenant: TenantId, id: number): Promise<UploadRow | null> {
  return withTenant(db, tenant, (tx) => findUploadIn(tx, tenant, id));
}

/** The tenant a storage key belongs to: its first folder. */
export const tenantOfKey = (key: string) => key.slice(0, key.indexOf("/"));

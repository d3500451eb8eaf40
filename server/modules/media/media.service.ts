import { randomBytes } from "node:crypto";
import { and, eq, notExists, sql, sum } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { type ImageOptions, ImageRejectedError, type ProcessedImage, processImage, SMALL_WIDTH } from "./image-processing";
import { uploads } from "./media.table";
import { mediaFiles } from "./media-files.table";
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
  options: ImageOptions & { quotaBytes?: number } = {},
): Promise<UploadRow> {
  return storeProcessedImage(db, storage, tenant, uploadedById, await processImage(bytes, options), options.quotaBytes);
}

/** Whether storeImage refused the bytes as no image we take (not decodable, too many pixels). */
export const isRejectedImage = (error: unknown) => error instanceof ImageRejectedError;

/** An upload refused because the uploader's images would pass his stored bytes (UploadAllowance). */
export class UploadQuotaError extends Error {
  constructor(readonly usedBytes: number) {
    super("upload quota reached");
  }
}

/** The large variants of a user's uploads outside the media library, which has its own quota per centre. */
export async function storedBytesOf(tx: Executor, tenant: TenantId, userId: number): Promise<number> {
  const [row] = await tx
    .select({ bytes: sum(uploads.bytes).mapWith(Number) })
    .from(uploads)
    .where(
      and(
        eq(uploads.tenantId, tenant),
        eq(uploads.uploadedById, userId),
        notExists(tx.select({ one: sql`1` }).from(mediaFiles).where(eq(mediaFiles.uploadId, uploads.id))),
      ),
    );
  return row?.bytes ?? 0;
}

/**
 * storeImage after processImage, for a caller that looks at the variants first (the media library's quota). With
 * `quotaBytes`, the uploader's stored bytes are counted and the row added under a lock per user, so two processes
 * cannot both fill the last of it.
 */
export async function storeProcessedImage(
  db: Database,
  storage: FileStorage,
  tenant: TenantId,
  uploadedById: number,
  image: ProcessedImage,
  quotaBytes?: number,
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
    const [row] = await withTenant(db, tenant, async (tx) => {
      if (quotaBytes !== undefined) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${tenant}:${uploadedById}`}))`);
        const used = await storedBytesOf(tx, tenant, uploadedById);
        if (used + image.large.data.byteLength > quotaBytes) throw new UploadQuotaError(used);
      }
      return tx
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
        .returning();
    });
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

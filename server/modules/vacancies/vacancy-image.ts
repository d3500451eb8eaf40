import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { findUploadIn } from "../media/media.service";
import { isStockImageUpload } from "../stock-images/stock-images.service";

/** The named upload is not one this write may use: unknown, another tenant's, or someone else's (not a stock image). */
export class VacancyImageError extends Error {
  constructor() {
    super("vacancy image upload not usable");
  }
}

/**
 * The image columns of a write. The upload is looked up inside the write's own transaction, as the tenant, so
 * another tenant's is not even visible; keeping the current one needs no check. Without an uploader (seeds, jobs)
 * any of the tenant's uploads will do; with one, his own uploads and the tenant's stock images.
 */
export async function imageColumns(
  tx: Transaction,
  tenant: TenantId,
  uploadId: number | null | undefined,
  current: { imageUploadId: number | null } | null,
  uploaderId: number | undefined,
) {
  if (uploadId === undefined || (current && uploadId === current.imageUploadId)) return {};
  if (uploadId === null) return { imageUploadId: null, imagePath: null };
  const upload = await findUploadIn(tx, tenant, uploadId);
  if (!upload) throw new VacancyImageError();
  if (uploaderId !== undefined && upload.uploadedById !== uploaderId && !(await isStockImageUpload(tx, tenant, upload.id))) {
    throw new VacancyImageError();
  }
  return { imageUploadId: upload.id, imagePath: upload.path };
}

import { and, eq } from "drizzle-orm";
import type { MediaUser } from "../media/media-usages.service";
import { stockImages } from "./stock-images.table";

/** The stock images whose picture is an upload: media's usage hook (server/app.ts). */
export const stockImageMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.uploadId === null) return [];
    const rows = await tx
      .select({ id: stockImages.id, name: stockImages.nameNl })
      .from(stockImages)
      .where(and(eq(stockImages.tenantId, tenant), eq(stockImages.uploadId, file.uploadId)))
      .orderBy(stockImages.id);
    return rows.map((row) => ({ type: "stock_image", id: String(row.id), label: row.name }));
  },
  // A stock image is its upload: letting go of the picture removes the stock image.
  async release(tx, tenant, file) {
    if (file.uploadId === null) return;
    await tx.delete(stockImages).where(and(eq(stockImages.tenantId, tenant), eq(stockImages.uploadId, file.uploadId)));
  },
};

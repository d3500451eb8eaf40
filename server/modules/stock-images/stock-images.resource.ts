import type { z } from "zod";
import { stockImageResourceSchema } from "../../../contract/media-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "../media/media.service";
import type { StockImageRow } from "./stock-images.service";

export const stockImageResource: ResourceDefinition<StockImageRow, z.output<typeof stockImageResourceSchema>> = {
  type: "stock_images",
  schema: stockImageResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: { nl: row.nameNl, en: row.nameEn },
    shortDescription: { nl: row.shortDescriptionNl, en: row.shortDescriptionEn },
    description: { nl: row.descriptionNl, en: row.descriptionEn },
    keywords: { nl: row.keywordsNl, en: row.keywordsEn },
    uploadId: row.uploadId,
    imageUrl: uploadUrl(row.upload.path),
    imageSmallUrl: uploadUrl(row.upload.smallPath),
    imageWidth: row.upload.width,
    imageHeight: row.upload.height,
    updatedAt: row.updatedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/stock_images/${row.id}`,
};

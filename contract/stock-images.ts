import { z } from "zod";
import { resourceId } from "./ids";

/** Both languages of a text: the library is searched and shown in Dutch and English (issue 14). */
const localized = (max: number) => z.object({ nl: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/** Keywords are matched without regard to case, so they are kept in lower case, each once. */
const keywordList = z
  .array(z.string().trim().min(1).max(40))
  .min(1)
  .max(30)
  .transform((words) => [...new Set(words.map((word) => word.toLocaleLowerCase("nl")))]);

export const STOCK_IMAGE_LIMITS = { name: 120, shortDescription: 200, description: 2000 } as const;

/** POST /api/v1/stock_images: the picture is an upload (POST /api/v1/uploads first), the texts in nl and en. */
export const stockImageCreateSchema = z.object({
  upload_id: resourceId,
  name: localized(STOCK_IMAGE_LIMITS.name),
  short_description: localized(STOCK_IMAGE_LIMITS.shortDescription),
  description: localized(STOCK_IMAGE_LIMITS.description),
  keywords: z.object({ nl: keywordList, en: keywordList }),
});
export type StockImageCreate = z.output<typeof stockImageCreateSchema>;

/** PATCH: what is sent replaces the old value (both languages of an attribute together); the rest stays. */
export const stockImageUpdateSchema = stockImageCreateSchema.partial();
export type StockImageUpdate = z.output<typeof stockImageUpdateSchema>;

export interface Localized<T = string> {
  nl: T;
  en: T;
}

/** A stock image as the client sees it (camelCase, after deserialising). */
export interface StockImage {
  id: string;
  type: "stock_images";
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  keywords: Localized<string[]>;
  uploadId: number;
  imageUrl: string;
  imageSmallUrl: string;
  imageWidth: number;
  imageHeight: number;
  updatedAt: string;
}

import { z } from "zod";
import { MEDIA_KINDS } from "./media-files";
import { wireDate } from "./wire";

// What the API sends of images and files (server/http/openapi/README.md): apart from the forms' schemas.

const pixels = z.number().int();

/** A stored image: the WebP and its small version, their sizes. */
export const uploadResourceSchema = z.object({
  url: z.string(),
  smallUrl: z.string(),
  contentType: z.string(),
  width: pixels,
  height: pixels,
  smallWidth: pixels,
  smallHeight: pixels,
  bytes: z.number().int(),
  createdAt: wireDate,
});

/** A file of the centre's media library. */
export const mediaFileResourceSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  name: z.string(),
  altText: z.string().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: pixels.nullable(),
  height: pixels.nullable(),
  uploadId: z.string().nullable().describe("What vacancies and the centre profile take as their image"),
  createdAt: wireDate,
  updatedAt: wireDate,
});

/** The library's `meta`: the bytes used of the quota. */
export const mediaLibraryMeta = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });

/** A media file's `meta`: where it is used. */
export const mediaUsagesMeta = z.object({
  usages: z.array(z.object({ type: z.string(), id: z.string(), label: z.string() })),
});

const bilingual = <T extends z.ZodType>(text: T) => z.object({ nl: text, en: text });

/** An image of the tenant's stock collection, its texts in Dutch and English. */
export const stockImageResourceSchema = z.object({
  name: bilingual(z.string()),
  shortDescription: bilingual(z.string()),
  description: bilingual(z.string()),
  keywords: bilingual(z.array(z.string())),
  uploadId: z.number().int(),
  imageUrl: z.string(),
  imageSmallUrl: z.string(),
  imageWidth: pixels,
  imageHeight: pixels,
  updatedAt: wireDate,
});

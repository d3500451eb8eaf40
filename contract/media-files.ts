import { z } from "zod";
import type { Translate } from "./validation";

export const MEDIA_KINDS = ["image", "document"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A PDF of at most this many bytes, stored as it came. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_NAME_MAX = 200;
export const ALT_TEXT_MAX = 250;

/** For the file picker: the images we take and PDF. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf";

/** The name and alt text of a media file; `altRequired` for an image (new or stored). */
export function mediaFileFieldsFor(t: Translate) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, { message: t("validation:media.nameRequired") })
      .max(MEDIA_NAME_MAX, { message: t("validation:media.nameTooLong", { max: MEDIA_NAME_MAX }) }),
    alt_text: z
      .string()
      .trim()
      .max(ALT_TEXT_MAX, { message: t("validation:media.altTextTooLong", { max: ALT_TEXT_MAX }) })
      .optional()
      .transform((value) => (value ? value : null)),
  });
}

export function mediaFileUpdateSchemaFor(t: Translate) {
  return mediaFileFieldsFor(t).partial();
}
export type MediaFileUpdate = z.output<ReturnType<typeof mediaFileUpdateSchemaFor>>;

/** Where a file is used, as media's usage hook reports it. */
export interface MediaUsage {
  type: string;
  id: string;
  label: string;
}

/** A media file as the client sees it (camelCase, after deserialising). */
export interface MediaFile {
  id: string;
  type: "media_files";
  kind: MediaKind;
  name: string;
  altText: string | null;
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  uploadId: string | null;
  createdAt: string;
  updatedAt: string;
}

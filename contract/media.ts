import { imageSizeRule, type Translate } from "./validation";

/** DESIGN.md section 6: images up to 5 MB, checked by content, not by name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What an image upload may be, by its bytes (AVIF is HEIF with AV1 inside). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** For the file picker: offer only what we take. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** The size rule of an image upload, with the spec's message naming the image in the user's language. */
export const imageFileRule = (t: Translate) => imageSizeRule(t, t("validation:image.path"), IMAGE_MAX_BYTES);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type its first bytes say, or null: the browser's early answer before anything is sent. The server
 * decides on the whole file (server/modules/media/image-processing.ts).
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("ftyp"), 4) && (startsWith(head, ascii("avif"), 8) || startsWith(head, ascii("avis"), 8))) {
    return "image/avif";
  }
  return null;
}

/** An upload as the client sees it (camelCase, after deserialising). */
export interface Upload {
  id: string;
  type: "uploads";
  url: string;
  smallUrl: string;
  contentType: "image/webp";
  width: number;
  height: number;
  smallWidth: number;
  smallHeight: number;
  bytes: number;
  createdAt: string;
}

import type { Metadata, ResizeOptions } from "sharp";
import type { ImageType } from "../../../contract/media";
import { decodeInTurn } from "./decode-queue";
import { loadSharp } from "./sharp";

/** The large variant fits within this box; the small one (result cards, phones) is at most this wide. */
export const LARGE_SIZE = 1600;
export const SMALL_WIDTH = 480;
/** Decoding is refused above this, so a small file cannot unfold into gigabytes (a decompression bomb). */
export const MAX_MEGAPIXELS = 50;
/** The cap for whoever may not run a media library (volunteers, students, organizations): a phone photo is 12-24. */
export const UPLOAD_MEGAPIXELS = 24;

export interface ImageOptions {
  /** At most this many megapixels (MAX_MEGAPIXELS unless less), told by the header before anything is decoded. */
  maxMegapixels?: number;
  /** The request's signal: an upload whose request was answered meanwhile is not decoded. */
  signal?: AbortSignal;
}

export class ImageRejectedError extends Error {
  constructor(readonly reason: "type" | "pixels") {
    super(`image refused: ${reason}`);
  }
}

export interface ProcessedVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  sourceType: ImageType;
  large: ProcessedVariant;
  small: ProcessedVariant;
}

const limits = (megapixels: number) => ({ limitInputPixels: megapixels * 1_000_000, failOn: "error" }) as const;

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** The real type of the bytes, as the decoder sees them; null for anything we do not take (SVG, TIFF, text, ...). */
async function detectType(bytes: Uint8Array, megapixels: number): Promise<ImageType | null> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, limits(megapixels)).metadata();
  } catch (error) {
    // The header alone tells the size, so a bomb is refused before anything is decoded.
    if (isPixelLimit(error)) throw new ImageRejectedError("pixels");
    return null;
  }
  // An animation is decoded as its first frame (pageHeight), like the variants below.
  if (meta.width * (meta.pageHeight ?? meta.height) > megapixels * 1_000_000) throw new ImageRejectedError("pixels");
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || meta.format === "gif") {
    return `image/${meta.format}`;
  }
  return meta.format === "heif" && meta.compression === "av1" ? "image/avif" : null;
}

/** The source turned upright and fitted in the large box, as raw pixels: the one decode both variants are made from. */
async function upright(bytes: Uint8Array, megapixels: number) {
  // rotate() turns by the EXIF orientation; no keepMetadata(), so EXIF (GPS, camera) is left behind.
  const sharp = await loadSharp();
  return sharp(bytes, limits(megapixels))
    .rotate()
    .resize({ width: LARGE_SIZE, height: LARGE_SIZE, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function variant(pixels: Awaited<ReturnType<typeof upright>>, resize?: ResizeOptions): Promise<ProcessedVariant> {
  const sharp = await loadSharp();
  const { width, height, channels } = pixels.info;
  const image = sharp(pixels.data, { raw: { width, height, channels } });
  const { data, info } = await (resize ? image.resize({ ...resize, withoutEnlargement: true }) : image)
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Checks the bytes are an image we take, then decodes it once and makes the two WebP variants from that, one image
 * at a time per process (decode-queue.ts); an animation keeps its first frame.
 */
export async function processImage(bytes: Uint8Array, options: ImageOptions = {}): Promise<ProcessedImage> {
  const megapixels = Math.min(options.maxMegapixels ?? MAX_MEGAPIXELS, MAX_MEGAPIXELS);
  const sourceType = await detectType(bytes, megapixels);
  if (!sourceType) throw new ImageRejectedError("type");
  return decodeInTurn(async () => {
    try {
      const pixels = await upright(bytes, megapixels);
      const large = await variant(pixels);
      const small = await variant(pixels, { width: SMALL_WIDTH, height: SMALL_WIDTH * 2, fit: "inside" });
      return { sourceType, large, small };
    } catch (error) {
      // A header that looks right over a body that does not decode: not an image either.
      throw new ImageRejectedError(isPixelLimit(error) ? "pixels" : "type");
    }
  }, options.signal);
}

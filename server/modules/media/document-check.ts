import { DOCUMENT_MAX_BYTES } from "../../../contract/media-files";

export class DocumentRejectedError extends Error {
  constructor(readonly reason: "type" | "size" | "svg") {
    super(`document refused: ${reason}`);
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((byte, i) => bytes[i] === byte);

/** SVG (with or without an XML prolog): refused by name in the error, since it can carry script. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).toLowerCase();
  return /<svg[\s>]/.test(head);
}

/** A PDF by its bytes, at most DOCUMENT_MAX_BYTES; anything else throws DocumentRejectedError. */
export function checkDocument(bytes: Uint8Array): void {
  if (looksLikeSvg(bytes)) throw new DocumentRejectedError("svg");
  if (!isPdf(bytes)) throw new DocumentRejectedError("type");
  if (bytes.byteLength >= DOCUMENT_MAX_BYTES) throw new DocumentRejectedError("size");
}

// A WordPress export zipped with the site's uploads: the WXR and the images under (wp-content/)uploads/, read from its directory.
import { IMPORT_LIMITS } from "../../../contract/imports";
import { NotAZipError, zipEntries } from "../../storage/zip-entries";
import { ImportFileError } from "./import-table";
import { isWordPressExport } from "./wordpress-export";

/** What a zip holds for the import: the export, and the uploads' images by their path below uploads/. */
export interface WordPressZip {
  wxr: Uint8Array;
  images: Map<string, Uint8Array>;
}

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;
/** The path below WordPress's uploads folder ("2024/05/foto.jpg"), wherever in the zip that folder is. */
const UPLOADS = /(?:^|\/)(?:wp-content\/)?uploads\/(.+)$/;

export const uploadsPathOf = (name: string) => UPLOADS.exec(name)?.[1] ?? null;

/** A name that would land outside the folder it is unpacked in: `..`, an absolute path, a drive letter. */
const isUnsafeName = (name: string) =>
  name.startsWith("/") || name.includes("\\") || /^[a-z]:/i.test(name) || name.split("/").includes("..") || name.includes("\0");

const concat = (chunks: Uint8Array[], length: number) => {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
};

/**
 * Reads a zip through its directory: a workbook (.xlsx), or a zip with neither an export nor uploads, answers null, to
 * be read as a workbook; otherwise the first WordPress export in it and the images below an uploads folder. Entries we
 * do not need are never inflated. Refused (ImportFileError) are too many entries, more inflated bytes than allowed or an
 * entry that inflates too far (a zip bomb), a name with `..` or an absolute path, and a zip without an export.
 */
export async function readWordPressZip(zipped: Uint8Array): Promise<WordPressZip | null> {
  const { zipEntries: maxEntries, zipBytes, zipRatio, maxWholeBytes } = IMPORT_LIMITS;
  let entries = 0;
  let inflated = 0;
  let workbook = false;
  let wxr: Uint8Array | null = null;
  const images = new Map<string, Uint8Array>();
  try {
    for await (const entry of zipEntries(zipped)) {
      entries += 1;
      if (entries > maxEntries) throw new ImportFileError("zipBomb");
      if (isUnsafeName(entry.name)) throw new ImportFileError("zipPath", { name: entry.name.slice(0, 200) });
      if (entry.name === "[Content_Types].xml") workbook = true;
      if (workbook || entry.name.endsWith("/") || entry.name.startsWith("__MACOSX/")) continue;
      const image = IMAGE.test(entry.name) ? uploadsPathOf(entry.name) : null;
      const xml = !image && !wxr && /\.xml$/i.test(entry.name);
      if (!image && !xml) continue;
      const chunks: Uint8Array[] = [];
      let length = 0;
      // The compressed size the directory tells; a small entry gets some room (a stored header is tiny).
      const allowed = Math.max(entry.compressedSize, 64 * 1024) * zipRatio;
      let wanted = true;
      for await (const chunk of entry.chunks) {
        length += chunk.length;
        inflated += chunk.length;
        if (inflated > zipBytes || length > allowed || length > maxWholeBytes * 4) throw new ImportFileError("zipBomb");
        chunks.push(chunk);
        // An XML file that is not a WordPress export is left at its first bytes.
        if (xml && chunks.length === 1 && !isWordPressExport(chunk)) {
          wanted = false;
          break;
        }
      }
      if (!wanted) continue;
      const bytes = concat(chunks, length);
      if (image) images.set(image, bytes);
      else if (!wxr && isWordPressExport(bytes)) wxr = bytes;
    }
  } catch (error) {
    // Not readable as a zip at all: said as a workbook that cannot be read, as an .xlsx is the zip people send most.
    if (error instanceof NotAZipError && entries === 0) return null;
    throw error instanceof ImportFileError ? error : new ImportFileError("zip");
  }
  // A workbook, or a zip with nothing of WordPress in it, is read as a workbook (and said to be none).
  if (workbook || (!wxr && images.size === 0)) return null;
  if (!wxr) throw new ImportFileError("zipNoExport");
  return { wxr, images };
}

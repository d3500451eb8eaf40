import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";

/** A zip that cannot be read as one: said to the operator as it is. */
export class NotAZipError extends Error {}

export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * A zip's files in their order, each read as a stream, found through the zip's central directory. A streaming reader
 * finds where a file of unknown size ends by the next signature in its bytes, and a photo may hold those four bytes:
 * so the zip is first kept on disk (never in memory) and read from its directory.
 */
export async function* zipEntries(zipped: AsyncIterable<Uint8Array>): AsyncGenerator<ZipEntry> {
  const folder = await mkdtemp(path.join(tmpdir(), "zip-entries-"));
  try {
    const file = path.join(folder, "archive.zip");
    await pipeline(Readable.from(zipped), createWriteStream(file));
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true }, (error, opened) =>
        error ? reject(new NotAZipError(`not a zip archive: ${error.message}`)) : resolve(opened),
      ),
    );
    try {
      for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
        if (entry.fileName.endsWith("/")) continue;
        yield { name: entry.fileName, chunks: await openEntry(zip, entry) };
      }
    } finally {
      zip.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (result: () => void) => {
      zip.off("entry", onEntry).off("end", onEnd).off("error", onError);
      result();
    };
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (error: Error) => settle(() => reject(new NotAZipError(`not a readable zip archive: ${error.message}`)));
    zip.on("entry", onEntry).on("end", onEnd).on("error", onError);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error ? reject(new NotAZipError(`${entry.fileName}: ${error.message}`)) : resolve(stream),
    ),
  );
}

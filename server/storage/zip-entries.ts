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
  /** As the zip's directory says: what a zip bomb's entry would inflate from. */
  compressedSize: number;
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * A zip's entries in their order (folders too), each read as a stream, found through the zip's central directory. A
 * streaming reader finds where a file of unknown size ends by the next signature in its bytes, and a photo may hold
 * those four bytes: so a zip that arrives as a stream is first kept on disk (never in memory) and read from its
 * directory. Names are given as they are, unchecked: the caller decides what a safe name is.
 */
export async function* zipEntries(zipped: AsyncIterable<Uint8Array> | Uint8Array): AsyncGenerator<ZipEntry> {
  if (zipped instanceof Uint8Array) {
    yield* entriesOf(
      await opened((done) => yauzl.fromBuffer(Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength), OPTIONS, done)),
    );
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "zip-entries-"));
  try {
    const file = path.join(folder, "archive.zip");
    await pipeline(Readable.from(zipped), createWriteStream(file));
    yield* entriesOf(await opened((done) => yauzl.open(file, OPTIONS, done)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// Names undecoded: yauzl would refuse a whole zip for one name with `..`, which the caller names to the user instead.
const OPTIONS = { lazyEntries: true, decodeStrings: false } as const;
const utf8 = new TextDecoder();

function opened(open: (done: (error: Error | null, zip: ZipFile) => void) => void): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    open((error, zip) => (error ? reject(new NotAZipError(`not a zip archive: ${error.message}`)) : resolve(zip))),
  );
}

async function* entriesOf(zip: ZipFile): AsyncGenerator<ZipEntry> {
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = utf8.decode(entry.fileName as unknown as Uint8Array);
      yield { name, compressedSize: entry.compressedSize, chunks: await openEntry(zip, entry) };
    }
  } finally {
    zip.close();
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

// An import's multipart upload read as it arrives: the file goes to disk a chunk at a time (a 100 MB CSV is never in
// memory whole, as Hono's formData would hold it), the other fields are kept as text.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { FileBytes } from "./import-stream";

/** The uploaded file on disk: its name as sent, its size, and its bytes to read (as often as needed). */
export interface UploadedFile {
  name: string;
  size: number;
  bytes: FileBytes;
  /** Removes it from disk: the request is done with it. */
  remove(): Promise<void>;
}

export interface StreamedForm {
  fields: Map<string, string>;
  file: UploadedFile | null;
  /** The file passed `maxFileBytes`: nothing of it is kept. */
  tooLarge: boolean;
}

/** Reads a multipart body with one file field (`fileField`); null when it is no multipart form that can be read. */
export async function readStreamedForm(
  request: Request,
  { fileField, maxFileBytes }: { fileField: string; maxFileBytes: number },
): Promise<StreamedForm | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!request.body || !type.toLowerCase().startsWith("multipart/form-data")) return null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": type }, limits: { files: 1, fileSize: maxFileBytes, fields: 20 } });
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  const path = join(tmpdir(), `import-${randomUUID()}`);
  const remove = () => rm(path, { force: true });
  let file: UploadedFile | null = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  parser.on("field", (name, value) => fields.set(name, value));
  parser.on("file", (name, stream, info) => {
    if (name !== fileField || file) {
      stream.resume();
      return;
    }
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    stream.on("limit", () => {
      // Past the limit nothing more is read: the upload is refused as it stands.
      tooLarge = true;
      parser.destroy(new Error("file too large"));
    });
    const uploaded: UploadedFile = { name: info.filename ?? "", size: 0, bytes: () => createReadStream(path), remove };
    file = uploaded;
    const write = pipeline(stream, createWriteStream(path)).then(() => {
      uploaded.size = size;
    });
    // Handled now: when the body fails first, this one's failure is awaited only afterwards.
    write.catch(() => undefined);
    writes.push(write);
  });
  try {
    await pipeline(Readable.fromWeb(request.body as unknown as WebReadableStream), parser);
    await Promise.all(writes);
  } catch {
    // The file's own write fails with the body: waited for, so nothing is left unhandled or on disk.
    await Promise.allSettled(writes);
    await remove();
    return tooLarge ? { fields, file: null, tooLarge } : null;
  }
  if (tooLarge) {
    await remove();
    return { fields, file: null, tooLarge };
  }
  return { fields, file, tooLarge };
}

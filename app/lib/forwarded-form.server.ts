// A form with a large file passed on to the API as it arrives (issue 40 item 6): request.formData() would hold a
// 100 MB upload whole in the page server's memory before the API even starts reading it.
import { randomUUID } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { StreamedBody } from "../../contract/api-client";

export interface ForwardedForm {
  /** The multipart body to send on: the file as it arrives, then the fields `after` gives for the form's. */
  body: StreamedBody;
  /** The form's text fields read so far (all of them once the API has read the body to its end). */
  fields: Map<string, string[]>;
  /** Stops reading the form: the API answered without reading all of it. */
  close(): void;
}

const quoted = (text: string) => text.replace(/["\\\r\n]/g, "_");

/**
 * Reads a browser's form as it streams and writes a new multipart body for the API: the file field `fileField` (its
 * bytes piped through, with backpressure) and, after it, the text fields `after` makes of the form's fields.
 */
export function forwardForm(
  request: Request,
  fileField: string,
  after: (fields: Map<string, string[]>) => [string, string][],
): ForwardedForm {
  const boundary = `----forwarded-${randomUUID()}`;
  const out = new PassThrough();
  const fields = new Map<string, string[]>();
  const head = (disposition: string, type?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`;
  const finish = () => {
    if (out.writableEnded || out.destroyed) return;
    for (const [name, value] of after(fields)) out.write(`${head(`name="${quoted(name)}"`)}${value}\r\n`);
    out.end(`--${boundary}--\r\n`);
  };
  let parser: busboy.Busboy | null = null;
  try {
    const type = request.headers.get("content-type") ?? "";
    if (request.body) parser = busboy({ headers: { "content-type": type }, limits: { files: 1, fields: 1000 } });
  } catch {
    parser = null;
  }
  let input: Readable | null = null;
  if (!parser || !request.body) finish();
  else {
    let fileDone: Promise<void> = Promise.resolve();
    parser.on("field", (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
    parser.on("file", (name, stream, info) => {
      if (name !== fileField) {
        stream.resume();
        return;
      }
      out.write(head(`name="${quoted(name)}"; filename="${quoted(info.filename ?? "")}"`, info.mimeType));
      stream.pipe(out, { end: false });
      fileDone = new Promise((resolve) =>
        stream.on("end", () => {
          out.write("\r\n");
          resolve();
        }),
      );
    });
    parser.on("close", () => void fileDone.then(finish));
    parser.on("error", (error) => out.destroy(error as Error));
    input = Readable.fromWeb(request.body as unknown as WebReadableStream);
    input.on("error", (error) => out.destroy(error));
    input.pipe(parser);
  }
  return {
    body: {
      stream: Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>,
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    fields,
    close: () => {
      input?.destroy();
      out.destroy();
    },
  };
}

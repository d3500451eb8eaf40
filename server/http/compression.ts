import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { isInProcess } from "./in-process";
import type { AppEnv } from "./types";

export type Encoding = "br" | "gzip";

/** Below this a compressed body saves less than its headers and the work cost. */
export const COMPRESSION_THRESHOLD = 1024;
// Quality 4 takes ~4 ms for the 127 KB vacancy bank page and sends 12% less than gzip; quality 11 takes ~150 ms.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE = /^(text\/|application\/([\w.-]+\+)?(json|javascript|xml)|image\/svg\+xml)/;

/** The client's preferred encoding of ours by its q-values (br before gzip on a tie); null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = weightOf("gzip") > weightOf("br") ? "gzip" : "br";
  return weightOf(best) > 0 ? best : null;
}

/** A whole body compressed at once (the page cache keeps these bytes). */
export function compressBody(body: Uint8Array | string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const out = encoding === "br" ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/** Adds a name to the Vary header once. */
export function addVary(headers: Headers, name: string) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", name);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    headers.set("vary", `${vary}, ${name}`);
}

/** Replaces the response entirely: Hono's setter would copy the old headers (Content-Length) onto the new one. */
export function replaceResponse(c: Context<AppEnv>, response: Response) {
  c.res = undefined;
  c.res = response;
}

/**
 * Brotli or gzip for pages and API documents as they go out (issue 13, item 1): only compressible types at or above the
 * threshold, never twice, not for HEAD, 204, 304 or no-transform. A streamed page stays streamed: each burst of
 * chunks is flushed to the client. Built assets are compressed at build time (scripts/compress-assets.mjs).
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (isInProcess(c)) return;
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
  if (res.headers.has("content-encoding") || !COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
  if (/\bno-transform\b/.test(res.headers.get("cache-control") ?? "")) return;
  addVary(res.headers, "Accept-Encoding");
  const encoding = negotiateEncoding(c.req.header("accept-encoding"));
  const length = res.headers.get("content-length");
  if (!encoding || (length !== null && Number(length) < COMPRESSION_THRESHOLD)) return;
  // Last: reading the body turns node-server's light response into a stream, which an uncompressed answer need not be.
  if (!res.body) return;

  // What is already there decides: a short body goes as it is, a whole one is compressed at once with its length,
  // and a body still being written (a streamed page) is compressed as it comes.
  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  for (;;) {
    const read = reader.read();
    const next = await Promise.race([read, new Promise<null>((resolve) => setImmediate(resolve, null))]);
    if (next === null) {
      pending = read;
      break;
    }
    if (next.done) break;
    head.push(next.value);
    size += next.value.byteLength;
  }
  const headers = new Headers(res.headers);
  const init = { status: res.status, statusText: res.statusText, headers };
  if (!pending && size < COMPRESSION_THRESHOLD) {
    headers.set("content-length", String(size));
    return replaceResponse(c, new Response(Buffer.concat(head), init));
  }
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  if (!pending) {
    const body = compressBody(Buffer.concat(head), encoding);
    headers.set("content-length", String(body.byteLength));
    return replaceResponse(c, new Response(body, init));
  }
  replaceResponse(c, new Response(compressStream(head, pending, reader, encoding), init));
});

/** The rest of a body through zlib; what arrived together is flushed together, so streamed HTML still streams. */
function compressStream(
  head: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
) {
  const zip = encoding === "br" ? createBrotliCompress(BROTLI) : createGzip();
  let ended = false;
  let flushing = false;
  const flushSoon = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      if (!ended) zip.flush();
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      zip.on("end", () => controller.close());
      zip.on("error", (error) => controller.error(error));
      void (async () => {
        try {
          for (const chunk of head) zip.write(chunk);
          flushSoon();
          for (let read = pending; ; read = reader.read()) {
            const { done, value } = await read;
            if (done) break;
            zip.write(value);
            flushSoon();
          }
          ended = true;
          zip.end();
        } catch (error) {
          zip.destroy(error as Error);
        }
      })();
    },
    cancel(reason) {
      ended = true;
      zip.destroy();
      return reader.cancel(reason);
    },
  });
}

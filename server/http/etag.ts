import { createHash, type Hash } from "node:crypto";

/** 160 bits of the SHA-256, short enough for a header. */
const tagOf = (hash: Hash) => `"${hash.digest("base64url").slice(0, 27)}"`;

/** A strong ETag over a body's bytes. */
export const etagOf = (body: string | Uint8Array) => tagOf(createHash("sha256").update(body));

/**
 * The ETag of the bytes with every `cut` taken out, as etagOf of the text without it: hashed around each one, so a
 * rendered page is neither decoded nor copied.
 */
export function etagWithout(body: Uint8Array, cut: string): string {
  const hash = createHash("sha256");
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const skip = Buffer.from(cut);
  let from = 0;
  for (let at = skip.length ? bytes.indexOf(skip) : -1; at !== -1; at = bytes.indexOf(skip, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + skip.length;
  }
  return tagOf(hash.update(bytes.subarray(from)));
}

/** Whether If-None-Match names this ETag (weak or strong alike, as for a GET), or is "*". */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, "") || tag.trim() === "*");

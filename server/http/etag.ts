import { createHash } from "node:crypto";

/** A strong ETag over a body's bytes: 160 bits of its SHA-256, short enough for a header. */
export const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether If-None-Match names this ETag (weak or strong alike, as for a GET), or is "*". */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, "") || tag.trim() === "*");

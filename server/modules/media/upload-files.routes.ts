import { type Context, Hono } from "hono";
import { attachmentDisposition } from "../../http/content-disposition";
import type { AppEnv } from "../../http/types";
import { STORAGE_KEY } from "../../storage/file-storage";
import { tenantOfKey } from "./media.service";
import { documentNameAt } from "./media-files.service";

export const uploadFileRoutes = new Hono<AppEnv>();

/** What we store, by extension: WebP images and the media library's PDF documents. */
const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf" };

const notFound = (c: Context<AppEnv>) => c.text(c.get("t")("api-errors:generic.notFound"), 404);

/**
 * GET /uploads/<key>: a stored file of this site's tenant. Only keys we would write (no "..", no odd characters)
 * reach the storage; a key never changes its file, so browsers and proxies may keep it for a year.
 */
async function serveUpload(c: Context<AppEnv>) {
  const key = c.req.path.slice("/uploads/".length);
  const type = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];
  if (!STORAGE_KEY.test(key) || !type || tenantOfKey(key) !== c.get("site").tenant.id) return notFound(c);
  const file = await c.get("deps").storage.get(key);
  if (!file) return notFound(c);
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Content-Length": String(file.size),
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  if (type === "application/pdf") {
    // A download under the name it has in the library, never a document of our origin (decision 16): inline, a
    // viewer with scripts would run them here, and a sandbox CSP leaves Chromium's and Safari's viewers blank.
    const name = (await documentNameAt(c.get("deps").db, c.get("site").tenant.id, key)) ?? "document";
    headers["Content-Disposition"] = attachmentDisposition(`${name.replace(/\.pdf$/i, "")}.pdf`);
    headers["Content-Security-Policy"] = "sandbox; default-src 'none'; frame-ancestors 'none'";
  }
  if (c.req.method !== "HEAD") return c.body(file.body, 200, headers);
  await file.body.cancel();
  return c.body(null, 200, headers);
}
uploadFileRoutes.get("/uploads/*", serveUpload);

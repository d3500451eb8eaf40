import { createMiddleware } from "hono/factory";
import { addVary, replaceResponse } from "../http/compression";
import { etagMatches, etagWithout } from "../http/etag";
import { asksPublicPage } from "../http/shared-pages";
import type { AppEnv } from "../http/types";

/** Shared caches keep a page this long and may serve it this much longer while they fetch a fresh one. */
export const SHARED_MAX_AGE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** A weak ETag over the page without its CSP nonce, which differs per render while the page does not. */
export function pageEtag(html: Uint8Array, nonce: string): string {
  return `W/${etagWithout(html, nonce)}`;
}

/**
 * Cache-Control, ETag and 304 for pages (DESIGN.md section 7). An anonymous visitor's public page on a configured host
 * that sets no cookie is public for a short while, with Vary: Cookie (the centre and preference cookies change it);
 * a page with a session or that sets a cookie is private, no-store; a foreign host keeps site context's no-store.
 * A 304 carries no CSP: the browser keeps the policy stored with its copy, whose scripts carry that policy's nonce.
 */
export const pageCaching = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (!res.headers.get("content-type")?.startsWith("text/html")) return;
  if (res.headers.get("cache-control") === "no-store") return;
  const shareable =
    res.status === 200 && asksPublicPage(c) && c.get("site")?.configuredHost === true && !res.headers.has("set-cookie");
  if (!shareable) {
    res.headers.set("Cache-Control", "private, no-store");
    return;
  }
  res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  addVary(res.headers, "Cookie");
  // The page cache sends its kept pages with their ETag; a fresh render is read whole to hash it, as bytes.
  let etag = res.headers.get("etag");
  if (!etag) {
    const html = new Uint8Array(await res.arrayBuffer());
    etag = pageEtag(html, c.get("nonce"));
    const headers = new Headers(res.headers);
    headers.set("ETag", etag);
    replaceResponse(c, new Response(html, { status: res.status, headers }));
  }
  if (etagMatches(c.req.header("if-none-match"), etag)) {
    const headers = new Headers({ ETag: etag, "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: c.res.headers.get("vary") ?? "" });
    replaceResponse(c, new Response(null, { status: 304, headers }));
  }
});

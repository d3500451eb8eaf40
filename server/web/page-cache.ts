import type { Context } from "hono";
import { isContentPagePath } from "../../contract/pages";
import { addVary, compressBody, type Encoding, negotiateEncoding } from "../http/compression";
import type { AppEnv } from "../http/types";
import { hasSessionCookie, pageEtag } from "./http-caching";

/**
 * Anonymous visitors of the home page, the vacancy bank and a vacancy page all get the same page for the same address,
 * and rendering it costs far more than the data behind it: so for a few seconds the rendered page is kept and served again.
 * Only pages for a visitor without a session, only 200s that set no cookie, only on the tenant's configured hosts, and
 * per tenant, centre, configured origin, address and the visitor's cookies (preferences such as colour mode change
 * the page). A kept page is sent as it was rendered, nonce included, compressed once per encoding: these pages are
 * public (http-caching.ts), so a CDN shares them, nonce and all, in the same way; injected markup cannot carry a
 * nonce that is only chosen while the page is rendered. Recompressing per response would cost ~4 ms a page.
 */
const CACHEABLE: { test(path: string): boolean }[] = [
  /^\/(nl|en)$/,
  { test: isContentPagePath },
  /^\/(nl|en)\/nieuws(\/[a-z0-9-]+)?$/,
  /^\/(nl|en)\/vacancies\/(search|\d+)$/,
  /^\/(nl|en)\/een-op-een-hulp$/,
  // An organisation's own edit shows here within the few seconds a page is kept.
  /^\/(nl|en)\/sociale-kaart(\/\d+)?$/,
];
export const PAGE_CACHE_SECONDS = 10;
const FRESH_MS = PAGE_CACHE_SECONDS * 1000;
// Bytes, not pages: a search page with 25 results weighs 140 KB, a short content page 30. Kept off the JavaScript heap.
const MAX_BYTES = 48 * 1024 * 1024;

interface CachedPage {
  /** The page as UTF-8. */
  body: Uint8Array<ArrayBuffer>;
  nonce: string;
  etag: string;
  headers: [string, string][];
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  at: number;
}

const utf8 = new TextEncoder();
const sizeOf = (page: CachedPage) =>
  page.body.byteLength + (page.encoded.br?.byteLength ?? 0) + (page.encoded.gzip?.byteLength ?? 0);

export interface PageCache {
  /** The cache key of this request, or null when its page must be rendered for it alone. */
  keyFor(c: Context<AppEnv>): string | null;
  /** The kept page in the request's encoding; the request's nonce becomes the page's own (for its CSP). */
  serve(key: string, c: Context<AppEnv>, now?: number): Response | null;
  /** Keeps a rendered page when it may be shared, and answers with it either way. */
  keep(key: string, response: Response, c: Context<AppEnv>, now?: number): Promise<Response>;
}

/** version: what the pages are built from; when it changes (a vacancy or a centre was written), the kept pages are old. */
export function createPageCache(version: (c: Context<AppEnv>) => string, freshMs = FRESH_MS, maxBytes = MAX_BYTES): PageCache {
  // In order of last use: the first is the one to drop when the pages pass maxBytes.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(key);
  };
  const send = (page: CachedPage, c: Context<AppEnv>) => {
    c.set("nonce", page.nonce);
    const headers = new Headers(page.headers);
    headers.set("ETag", page.etag);
    addVary(headers, "Accept-Encoding");
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) return new Response(page.body, { status: 200, headers });
    if (!page.encoded[encoding]) {
      page.encoded[encoding] = compressBody(page.body, encoding);
      bytes += page.encoded[encoding].byteLength;
    }
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(page.encoded[encoding].byteLength));
    return new Response(page.encoded[encoding], { status: 200, headers });
  };
  return {
    keyFor(c) {
      if (freshMs === 0 || c.req.method !== "GET" || !CACHEABLE.some((path) => path.test(c.req.path))) return null;
      // A host that is not the tenant's (Host: evil.example) is neither served a kept page nor leaves one.
      if (!c.get("site").configuredHost) return null;
      const cookie = c.req.header("cookie") ?? "";
      if (hasSessionCookie(cookie)) return null;
      const url = new URL(c.req.url);
      const { tenant, center, origin } = c.get("site");
      return [tenant.id, version(c), center.id, origin, url.pathname + url.search, cookie].join("\n");
    },
    serve(key, c, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (now - page.at >= freshMs) {
        bytes -= sizeOf(page);
        return null;
      }
      pages.set(key, page);
      return send(page, c);
    },
    async keep(key, response, c, now = Date.now()) {
      const html = response.headers.get("content-type")?.startsWith("text/html");
      if (response.status !== 200 || !html || response.headers.has("set-cookie")) return response;
      const text = await response.text();
      const nonce = c.get("nonce");
      const body = utf8.encode(text);
      const page = { body, nonce, etag: pageEtag(text, nonce), headers: [...response.headers], encoded: {}, at: now };
      drop(key);
      while (pages.size > 0 && bytes + body.byteLength > maxBytes) drop(pages.keys().next().value as string);
      pages.set(key, page);
      bytes += body.byteLength;
      return send(page, c);
    },
  };
}

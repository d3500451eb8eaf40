import type { Context } from "hono";
import { AUTH_COOKIES } from "./auth-cookies";
import type { AppEnv } from "./types";

/**
 * Anonymous visitors of the public vacancy bank all get the same page for the same address, and rendering it costs far
 * more than the search behind it (itself cached): so for a few seconds the rendered page is kept and served again,
 * with a fresh CSP nonce each time. Only pages for a visitor without a session, only 200s that set no cookie, only on
 * the tenant's configured hosts, and per tenant, centre, configured origin, address and the visitor's cookies
 * (preferences such as colour mode change the page).
 */
const CACHEABLE = [/^\/(nl|en)\/vacancies\/search$/, /^\/(nl|en)\/een-op-een-hulp$/];
export const PAGE_CACHE_SECONDS = 10;
const FRESH_MS = PAGE_CACHE_SECONDS * 1000;
const MAX_ENTRIES = 200;
const NONCE_MARK = "\u0000nonce\u0000";

interface CachedPage {
  body: string;
  headers: [string, string][];
  at: number;
}

export interface PageCache {
  /** The cache key of this request, or null when its page must be rendered for it alone. */
  keyFor(c: Context<AppEnv>): string | null;
  serve(key: string, nonce: string, now?: number): Response | null;
  /** Keeps a rendered page when it may be shared, and answers with it either way. */
  keep(key: string, response: Response, nonce: string, now?: number): Promise<Response>;
}

/** version: what the pages are built from; when it changes (a vacancy was written), the kept pages are old. */
export function createPageCache(version: (c: Context<AppEnv>) => string, freshMs = FRESH_MS): PageCache {
  const pages = new Map<string, CachedPage>();
  return {
    keyFor(c) {
      if (freshMs === 0 || c.req.method !== "GET" || !CACHEABLE.some((path) => path.test(c.req.path))) return null;
      // A host that is not the tenant's (Host: evil.example) is neither served a kept page nor leaves one.
      if (!c.var.site.configuredHost) return null;
      const cookie = c.req.header("cookie") ?? "";
      if (AUTH_COOKIES.some((name) => new RegExp(`(^|;\\s*)${name}=`).test(cookie))) return null;
      const url = new URL(c.req.url);
      const { tenant, center, origin } = c.var.site;
      return [tenant.id, version(c), center.id, origin, url.pathname + url.search, cookie].join("\n");
    },
    serve(key, nonce, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return null;
      if (now - page.at >= freshMs) {
        pages.delete(key);
        return null;
      }
      return new Response(page.body.replaceAll(NONCE_MARK, nonce), { status: 200, headers: page.headers });
    },
    async keep(key, response, nonce, now = Date.now()) {
      const html = response.headers.get("content-type")?.startsWith("text/html");
      if (response.status !== 200 || !html || response.headers.has("set-cookie")) return response;
      const body = await response.text();
      while (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      pages.set(key, { body: body.replaceAll(nonce, NONCE_MARK), headers: [...response.headers], at: now });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
  };
}

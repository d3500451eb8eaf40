import { createMiddleware } from "hono/factory";
import { isContentPagePath } from "../../contract/pages";
import { AUTH_COOKIES } from "../http/auth-cookies";
import { addVary, replaceResponse } from "../http/compression";
import { etagMatches, etagOf } from "../http/etag";
import type { AppEnv } from "../http/types";

/** Anonymous public pages a CDN or proxy may keep (issue 13, item 5): home and content pages, vacancy bank and pages, calendar, organizations, partners, the social map. */
const PUBLIC_PAGES: { test(path: string): boolean }[] = [
  { test: isContentPagePath },
  /^\/(nl|en)\/nieuws(\/[a-z0-9-]+)?$/,
  /^\/(nl|en)\/?$/,
  /^\/(nl|en)\/vacancies\/(search|\d+)$/,
  /^\/(nl|en)\/activiteitenkalender$/,
  /^\/(nl|en)\/een-op-een-hulp$/,
  /^\/(nl|en)\/organizations\/\d+$/,
  /^\/(nl|en)\/partners$/,
  /^\/(nl|en)\/sociale-kaart(\/\d+)?$/,
  /^\/(nl|en)\/developers\/api$/,
];
/** Shared caches keep a page this long and may serve it this much longer while they fetch a fresh one. */
export const SHARED_MAX_AGE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** Whether the request carries a session (the web app's auth cookies). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return AUTH_COOKIES.some((name) => new RegExp(`(^|;\\s*)${name}=`).test(cookieHeader ?? ""));
}

/** A weak ETag over the page without its CSP nonce, which differs per render while the page does not. */
export function pageEtag(html: string, nonce: string): string {
  return `W/${etagOf(html.replaceAll(nonce, ""))}`;
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
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    res.status === 200 &&
    c.get("site")?.configuredHost === true &&
    !hasSessionCookie(c.req.header("cookie")) &&
    !res.headers.has("set-cookie") &&
    PUBLIC_PAGES.some((path) => path.test(c.req.path));
  if (!shareable) {
    res.headers.set("Cache-Control", "private, no-store");
    return;
  }
  res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  addVary(res.headers, "Cookie");
  // The page cache sends its kept pages with their ETag; a fresh render is read whole to hash it.
  let etag = res.headers.get("etag");
  if (!etag) {
    const html = await res.text();
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

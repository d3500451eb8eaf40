import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { isInProcess } from "./in-process";
import type { AppEnv } from "./types";

// The Google tag (only after consent) is the one third party; 'strict-dynamic' lets our nonce'd loader add it.
const GOOGLE = "https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

/** The one page our own pages may show in a frame: the content editor's live preview. */
const FRAMED_BY_OWN_PAGES = /^\/(nl|en)\/content\/preview$/;

/**
 * framedByOwnPages: our own pages may frame it ('self'); framedBy: the origins of other sites that may too (the
 * embeddable vacancy bank's listed hosts), besides our own.
 */
export function contentSecurityPolicy(
  nonce: string,
  isDev: boolean,
  framedByOwnPages = false,
  framedBy: readonly string[] | null = null,
): string {
  const script = isDev
    ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
    : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https:`;
  return [
    "default-src 'self'",
    script,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${GOOGLE}${isDev ? " ws: wss:" : ""}`,
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy ? ["'self'", ...framedBy].join(" ") : framedByOwnPages ? "'self'" : "'none'"}`,
  ].join("; ");
}

/** A fresh nonce per request, and the headers every response gets; the CSP only on HTML. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // A page's in-process API call goes to no browser: the page's own answer has the headers (a random nonce each cost ~1%).
  if (isInProcess(c)) return next();
  c.set("nonce", randomBytes(16).toString("base64"));
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  const framed = FRAMED_BY_OWN_PAGES.test(c.req.path);
  // A page other sites may frame says so in its CSP alone: X-Frame-Options cannot name other origins.
  const framedBy = c.get("frameAncestors") ?? null;
  if (framedBy) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", framed ? "SAMEORIGIN" : "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
  if (headers.get("content-type")?.startsWith("text/html")) {
    // The page cache may send a kept page with the nonce it was rendered with (page-cache.ts).
    headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("nonce"), c.get("deps").isDev, framed, framedBy));
  } else if (!headers.has("Content-Security-Policy")) {
    // A route may be stricter (an uploaded document's sandbox).
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
});

import type { Context } from "hono";
import { generateCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";

// After next(), Hono's c.header() and setCookie() rebuild the response: its body is copied into a stream that is then
// sent chunk by chunk (a cached page or an API document is sent at once otherwise). Our responses' headers can change in
// place, as security-headers.ts does.

/** Sets a header on the response that next() produced. */
export function setResponseHeader(c: Context, name: string, value: string) {
  c.res.headers.set(name, value);
}

/** Adds a cookie to the response that next() produced. */
export function setResponseCookie(c: Context, name: string, value: string, options: CookieOptions) {
  c.res.headers.append("Set-Cookie", generateCookie(name, value, options));
}

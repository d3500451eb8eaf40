import type { Context } from "hono";
import type { AppEnv } from "./types";

/** The site's own origin as the visitor sees it, for links in e-mails: the Host the request came for. */
export function publicOrigin(c: Context<AppEnv>): string {
  const host = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
  const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

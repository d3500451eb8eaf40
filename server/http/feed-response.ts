import type { Context } from "hono";
import { etagMatches, etagOf } from "./etag";
import type { AppEnv } from "./types";

/** Feed readers poll: shared caches keep a feed five minutes, and an unchanged one costs a 304. */
export const FEED_CACHE_CONTROL = "public, max-age=300";

/** A feed on the site's own host: an ETag over its bytes and a 304 when the reader has it already. */
export function sendFeed(c: Context<AppEnv>, body: string, contentType: string, headers: Record<string, string> = {}) {
  const etag = etagOf(body);
  const common = { ETag: etag, "Cache-Control": FEED_CACHE_CONTROL, ...headers };
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, common);
  return c.body(body, 200, { "Content-Type": contentType, ...common });
}

import { Hono } from "hono";
import { EMBED_LOADER_PATH } from "../../../contract/embed";
import { etagMatches, etagOf } from "../../http/etag";
import type { AppEnv } from "../../http/types";
import { embedLoaderScript } from "./embed-loader";

/**
 * A day fresh, then a week served while it is checked again: the address is the same for every site that includes it
 * and has no fingerprint, so a fix within v1 reaches them within a day; a change that breaks a snippet gets /embed/v2.js.
 */
export const EMBED_LOADER_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const script = embedLoaderScript();
const etag = etagOf(script);

/**
 * /embed/v1.js (issue 43, item 3): the loader other sites include to show the centre's vacancy bank in a frame. The
 * same for every host (it reads its own address), so it needs no site context; compressed by the compression middleware.
 */
export const vacancyEmbedRoutes = new Hono<AppEnv>();

vacancyEmbedRoutes.get(EMBED_LOADER_PATH, (c) => {
  c.header("Cache-Control", EMBED_LOADER_CACHE_CONTROL);
  c.header("ETag", etag);
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
  return c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8" });
});

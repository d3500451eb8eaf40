import type { Context } from "hono";
import { etagMatches, etagOf } from "../etag";
import type { AppEnv } from "../types";
import { openApiDocument, type RouteEntry } from "./document";

/** The API's version in the document; the path's /v1 is its major. */
export const API_VERSION = "1.0.0";

/**
 * GET /api/v1/openapi.json: the document of the app's own route table, made on the first request and kept (the
 * routes do not change while the process runs); public, with an ETag and a 304 when the client has it already.
 */
export function openApiResponse(routesOf: () => readonly RouteEntry[]) {
  let cached: { body: string; etag: string } | undefined;
  return (c: Context<AppEnv>) => {
    if (!cached) {
      const body = JSON.stringify(openApiDocument(routesOf(), { version: API_VERSION }));
      cached = { body, etag: etagOf(body) };
    }
    const common = { ETag: cached.etag, "Cache-Control": "public, max-age=300" };
    if (etagMatches(c.req.header("if-none-match"), cached.etag)) return c.body(null, 304, common);
    return c.body(cached.body, 200, { "Content-Type": "application/json; charset=utf-8", ...common });
  };
}

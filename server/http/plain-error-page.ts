import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./types";

/** An error page without the React app (refused before the page is reached): the status and one translated line. */
export function plainErrorPage(c: Context<AppEnv>, status: ContentfulStatusCode, message: string) {
  return c.html(`<!doctype html><title>${status}</title><h1>${status}</h1><p>${message}</p>`, status);
}

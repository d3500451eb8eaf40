import { getPath } from "hono/utils/url";

/**
 * The path Hono routes on: an API path with a trailing slash routes like the one without (spec section 7 writes
 * `GET /api/v1/users/`); pages keep theirs, the SSR router decides those.
 */
export function routingPath(request: Request): string {
  const path = getPath(request);
  return path.startsWith("/api/") && path.length > "/api/".length && path.endsWith("/") ? path.slice(0, -1) : path;
}

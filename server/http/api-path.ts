import { getPath } from "hono/utils/url";

/** The devise_token_auth protocol's own paths; every other /auth/... is a page. */
export const AUTH_PROTOCOL_PATHS = ["/auth/sign_in", "/auth/two_factor", "/auth/sign_out", "/auth/password"];

const isApiPath = (path: string) => path.startsWith("/api/") || AUTH_PROTOCOL_PATHS.includes(path);

/**
 * The path Hono routes on: an API path with a trailing slash routes like the one without (spec section 7 writes
 * `GET /api/v1/users/`); pages keep theirs, the SSR router decides those.
 */
export function routingPath(request: Request): string {
  const path = getPath(request);
  if (path.length <= "/api/".length || !path.endsWith("/")) return path;
  const trimmed = path.slice(0, -1);
  return isApiPath(trimmed) ? trimmed : path;
}

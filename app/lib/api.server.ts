import type { RouterContextProvider } from "react-router";
import { createApiClient } from "../../contract/api-client";
import type { Locale } from "../../locales/resources";
import { serverContext } from "./server-context";

/** The JSON:API client for loaders and actions: in-process, with the page's tenant, centre, session and locale. */
export function apiFor(context: Readonly<RouterContextProvider>, locale: Locale, onAuthHeaders?: (headers: Headers) => void) {
  const server = context.get(serverContext);
  return createApiClient({
    fetch: server.fetch,
    signal: server.signal,
    headers: () => ({ ...server.apiHeaders, "accept-language": locale }),
    onAuthHeaders,
  });
}

/**
 * The same client without the visitor's session cookies, for public calls that must not depend on who is signed in:
 * following a mailed link while signed in would otherwise be a cookie-authenticated write without an Origin (403).
 */
export function publicApiFor(context: Readonly<RouterContextProvider>, locale: Locale) {
  const server = context.get(serverContext);
  return createApiClient({
    fetch: server.fetch,
    signal: server.signal,
    headers: () => {
      const { cookie: _session, ...headers } = server.apiHeaders;
      return { ...headers, "accept-language": locale };
    },
  });
}

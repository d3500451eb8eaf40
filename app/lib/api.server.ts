import type { RouterContextProvider } from "react-router";
import { createApiClient } from "../../contract/api-client";
import type { Locale } from "../../locales/resources";
import { serverContext } from "./server-context";

/** The JSON:API client for loaders and actions: in-process, with the page's tenant, centre, session and locale. */
export function apiFor(context: Readonly<RouterContextProvider>, locale: Locale, onAuthHeaders?: (headers: Headers) => void) {
  const server = context.get(serverContext);
  return createApiClient({
    fetch: server.fetch,
    headers: () => ({ ...server.apiHeaders, "accept-language": locale }),
    onAuthHeaders,
  });
}

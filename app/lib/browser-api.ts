import { createApiClient } from "../../contract/api-client";
import type { Locale } from "../../locales/languages";

/**
 * The JSON:API client in the browser, for work that must show progress as it goes (bulk edits). The session
 * cookies go along (HttpOnly, same origin), the browser sends the Origin header the API checks on writes, and the
 * API answers in the page's language.
 */
export function browserApi(locale: Locale) {
  return createApiClient({
    fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
    headers: () => ({ "accept-language": locale }),
  });
}

import type { RouterContextProvider } from "react-router";
import { type ApiClient, ApiError, type ApiQuery, createApiClient } from "../../contract/api-client";
import type { Locale } from "../../locales/languages";
import { serverContext } from "./server-context";

/**
 * An API 4xx that React Router also reads as `data({ message }, { status })` (it checks that shape, not the class):
 * uncaught in a loader it becomes the matching error page with that status; actions still catch it as an ApiError.
 */
export class PageApiError extends ApiError {
  readonly type = "DataWithResponseInit";
  readonly data: { message: string };
  readonly init: { status: number };
  constructor(error: ApiError) {
    super(error.status, error.errors);
    this.data = { message: error.message };
    this.init = { status: error.status };
  }
}

function rethrow(error: unknown): never {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new PageApiError(error);
  throw error;
}

/** Every call of the client turns an API 4xx into a PageApiError. */
function withErrorPages(client: ApiClient): ApiClient {
  return {
    get: <T>(path: string, query?: ApiQuery) => client.get<T>(path, query).catch(rethrow),
    post: <T>(path: string, body?: unknown) => client.post<T>(path, body).catch(rethrow),
    patch: <T>(path: string, body?: unknown) => client.patch<T>(path, body).catch(rethrow),
    put: <T>(path: string, body?: unknown) => client.put<T>(path, body).catch(rethrow),
    delete: <T>(path: string) => client.delete<T>(path).catch(rethrow),
    request: <T>(method: string, path: string, body?: unknown) => client.request<T>(method, path, body).catch(rethrow),
  };
}

/** The JSON:API client for loaders and actions: in-process, with the page's tenant, centre, session and locale. */
export function apiFor(context: Readonly<RouterContextProvider>, locale: Locale, onAuthHeaders?: (headers: Headers) => void) {
  const server = context.get(serverContext);
  return withErrorPages(
    createApiClient({
      fetch: server.fetch,
      signal: server.signal,
      headers: () => ({ ...server.apiHeaders, "accept-language": locale }),
      onAuthHeaders,
    }),
  );
}

/**
 * The same client without the visitor's session cookies, for public calls that must not depend on who is signed in:
 * following a mailed link while signed in would otherwise be a cookie-authenticated write without an Origin (403).
 */
export function publicApiFor(context: Readonly<RouterContextProvider>, locale: Locale) {
  const server = context.get(serverContext);
  return withErrorPages(
    createApiClient({
      fetch: server.fetch,
      signal: server.signal,
      headers: () => {
        const { cookie: _session, ...headers } = server.apiHeaders;
        return { ...headers, "accept-language": locale };
      },
    }),
  );
}

import { createContext } from "react-router";
import type { FetchLike } from "../../contract/api-client";
import type { Locale } from "../../locales/languages";

/** What the Hono server hands to loaders and actions for one request. */
export interface ServerContext {
  /** The API, called in-process (app.request), with this request's forwarded headers. */
  fetch: FetchLike;
  /** Aborts when the visitor goes away or the page times out: loaders pass it on to their API calls. */
  signal: AbortSignal;
  apiHeaders: Record<string, string>;
  nonce: string;
  requestId: string;
  isDev: boolean;
  /** Whether cookies set by this response carry the Secure flag. */
  secureCookies: boolean;
  /** Sentry when configured, else the server log; callers skip 300-499 themselves. */
  reportError: (error: unknown, context: Record<string, unknown>) => void;
  /** MAP_TILE_URL, or null: pages then show a static location block instead of a map. */
  mapTileUrl: string | null;
  /** The site's configured origin (scheme and host) for absolute links: canonical, og:url, JSON-LD, feeds. */
  origin: string;
  /** The operator's host (decision 26): no tenant, only the platform console's screens render. */
  console: boolean;
  /** Each language's built texts chunk (assets/catalogue-<locale>-<hash>.js), for a modulepreload; none in development. */
  catalogueChunks: Partial<Record<Locale, string>>;
  /**
   * For a visitor without a session on the tenant's own host: `load`'s value kept per tenant, centre and locale until
   * the tenant's centres or pages change (server/web/visitor-memo.ts); for anyone else `load()` every time.
   */
  keepForVisitors: <T>(part: string, locale: Locale, load: () => Promise<T>) => Promise<T>;
}

export const serverContext = createContext<ServerContext>();

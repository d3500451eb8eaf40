import { createContext } from "react-router";
import type { FetchLike } from "../../contract/api-client";

/** What the Hono server hands to loaders and actions for one request. */
export interface ServerContext {
  /** The API, called in-process (app.request), with this request's forwarded headers. */
  fetch: FetchLike;
  apiHeaders: Record<string, string>;
  nonce: string;
  requestId: string;
  isDev: boolean;
}

export const serverContext = createContext<ServerContext>();

import type { RouterContextProvider } from "react-router";
import { pageContext } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";
import { type ApiReference, apiReferenceOf, DOCUMENT_PATH, type OpenApiDocumentLike } from "./api-reference";

// The document is the same until the server restarts: its reference is made once per document and site.
let cached: { key: string; reference: ApiReference } | null = null;

/** The OpenAPI document as the reference's pages show it, read from the API in process (without the visitor's session). */
export async function loadApiReference(context: Readonly<RouterContextProvider>) {
  const server = context.get(serverContext);
  const { cookie: _session, ...headers } = server.apiHeaders;
  const response = await server.fetch(DOCUMENT_PATH, { headers, signal: server.signal });
  if (!response.ok) throw new Response(null, { status: response.status });
  const key = `${response.headers.get("etag")} ${server.origin}`;
  if (cached?.key !== key)
    cached = { key, reference: apiReferenceOf((await response.json()) as OpenApiDocumentLike, server.origin) };
  return { reference: cached.reference, origin: server.origin, locale: pageContext(context).locale };
}

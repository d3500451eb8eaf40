import { type RouterContextProvider, redirect } from "react-router";
import { type ApiQuery, toQueryString } from "../../contract/api-client";
import { pageContext } from "./page-context.server";
import { serverContext } from "./server-context";

/**
 * An API list as a CSV download (or another file the API names, such as a person's own data), asked through the page
 * (not a link to the API) so that the session and the selected organization travel along exactly as for the list
 * itself. An error (a bad filter) comes back as the API's JSON:API document with its status.
 */
export async function csvDownload(context: Readonly<RouterContextProvider>, apiPath: string) {
  const server = context.get(serverContext);
  const response = await server.fetch(apiPath, {
    headers: { ...server.apiHeaders, "accept-language": pageContext(context).locale, accept: "text/csv" },
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "text/csv",
      "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "no-store",
      // Says that the file was cut at the export's limit.
      ...(response.headers.has("x-export-limit") ? { "X-Export-Limit": response.headers.get("x-export-limit") as string } : {}),
    },
  });
}

/** The file an export's address asks for (`?format=csv|xlsx`, else the list's usual one), as the API's `format`. */
const exportFormatParam = (search: URLSearchParams, usual: "csv" | "xlsx" = "csv") => {
  const format = search.get("format");
  return format === "csv" || format === "xlsx" ? format : usual;
};

/** An export's API address: the list's path and query (its filters, sort) with the file the address asks for. */
export function exportPath(apiPath: string, query: ApiQuery, search: URLSearchParams, usual?: "csv" | "xlsx") {
  const params = new URLSearchParams(toQueryString(query));
  params.set("format", exportFormatParam(search, usual));
  return `${apiPath}?${params}`;
}

/** The status of a refusal a loader throws: an API 4xx (PageApiError) or `data(..., { status })`; else null. */
function thrownStatus(error: unknown): number | null {
  if (error instanceof Response) return error.status;
  const init = (error as { type?: string; init?: { status?: number } } | null)?.init;
  return (error as { type?: string } | null)?.type === "DataWithResponseInit" ? (init?.status ?? null) : null;
}

/**
 * An export's loader. A browser that opens it and is refused, or sends a bad filter, goes to the screen it exports
 * (the same address without /export), which tells why in the site's look; a script still gets the API's JSON.
 */
export function exportLoader<Args extends { request: Request }>(load: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    const { pathname, search } = new URL(args.request.url);
    const browser = args.request.headers.get("accept")?.includes("text/html") ?? false;
    const toScreen = () => redirect(pathname.replace(/\/export$/, "") + search);
    let response: Response;
    try {
      response = await load(args);
    } catch (error) {
      const status = thrownStatus(error);
      if (browser && status !== null && status >= 400 && status < 500) return toScreen();
      throw error;
    }
    if (!browser || response.status < 400 || response.status >= 500) return response;
    await response.body?.cancel();
    return toScreen();
  };
}

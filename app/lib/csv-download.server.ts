import type { RouterContextProvider } from "react-router";
import type { Locale } from "../../locales/languages";
import { serverContext } from "./server-context";

/**
 * An API list as a CSV download, asked through the page (not a link to the API) so that the session and the selected
 * organisation travel along exactly as for the list itself. An error (a bad filter) comes back as the API's JSON:API
 * document with its status.
 */
export async function csvDownload(context: Readonly<RouterContextProvider>, locale: Locale, apiPath: string) {
  const server = context.get(serverContext);
  const response = await server.fetch(apiPath, {
    headers: { ...server.apiHeaders, "accept-language": locale, accept: "text/csv" },
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "text/csv",
      "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "no-store",
    },
  });
}

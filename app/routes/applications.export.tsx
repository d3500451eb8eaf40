import { isLocale } from "../../locales/resources";
import { serverContext } from "../lib/server-context";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/applications.export";

const FILTERS: [string, string][] = [
  ["q", "filter[q]"],
  ["vacancy", "filter[vacancy_id_eq]"],
  ["status", "filter[status_eq]"],
  ["from", "filter[created_at_gteq]"],
  ["to", "filter[created_at_lteq]"],
];

/**
 * GET /applications/export: the list's CSV with the page's filters. Through the page (not a link to the API) so
 * that the selected organisation and the session travel along exactly as for the list itself.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireSignedIn(request, context, locale);
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ format: "csv" });
  for (const [name, parameter] of FILTERS) {
    const value = search.get(name);
    if (value) query.set(parameter, value);
  }
  const server = context.get(serverContext);
  const response = await server.fetch(`/api/v1/applications?${query}`, {
    headers: { ...server.apiHeaders, "accept-language": locale, accept: "text/csv" },
  });
  // An error (a bad filter) comes back as the API's JSON:API document with its status; the CSV as a download.
  return new Response(response.body, {
    status: response.status,
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "text/csv",
      "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "no-store",
    },
  });
}

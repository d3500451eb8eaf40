import { csvDownload, exportFormatParam, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/applications.export";

const FILTERS: [string, string][] = [
  ["q", "filter[q]"],
  ["vacancy", "filter[vacancy_id_eq]"],
  ["status", "filter[status_eq]"],
  ["from", "filter[created_at_gteq]"],
  ["to", "filter[created_at_lteq]"],
];

/**
 * GET /applications/export: the list as CSV (?format=xlsx: Excel) with the page's filters.
 */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ format: exportFormatParam(search) });
  for (const [name, parameter] of FILTERS) {
    const value = search.get(name);
    if (value) query.set(parameter, value);
  }
  return csvDownload(context, `/api/v1/applications?${query}`);
});

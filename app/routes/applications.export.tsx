import { isLocale } from "../../locales/languages";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
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
 * GET /applications/export: the list's CSV with the page's filters.
 */
export const loader = exportLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireSignedIn(request, context, locale);
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ format: "csv" });
  for (const [name, parameter] of FILTERS) {
    const value = search.get(name);
    if (value) query.set(parameter, value);
  }
  return csvDownload(context, locale, `/api/v1/applications?${query}`);
});

import { applicationListFilter } from "../features/applications/application-list-filter";
import { csvDownload, exportLoader, exportPath } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/applications.export";

/** GET /applications/export: the list as CSV (?format=xlsx: Excel) with the page's filters. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  return csvDownload(context, exportPath("/api/v1/applications", { filter: applicationListFilter(search) }, search));
});

import { dataViewerQuery } from "../features/data-viewer/data-viewer";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/data-viewer.export";

/** GET /admin/data-viewer/export: the shown table as CSV, with the page's filters (the API decides who may). */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const { table, filter } = dataViewerQuery(new URL(request.url).searchParams);
  const query = new URLSearchParams({ format: "csv" });
  for (const [name, value] of Object.entries(filter)) query.set(`filter[${name}]`, value);
  return csvDownload(context, `/api/v1/data_viewer/${table}?${query}`);
});

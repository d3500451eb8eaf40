import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/profile.my-data.export";

/** GET /profiel/mijn-gegevens/export?format=html|json: the person's own data as a file, through the page's session. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const format = new URL(request.url).searchParams.get("format") === "json" ? "json" : "html";
  return csvDownload(context, `/api/v1/current_user/data_export?format=${format}`);
});

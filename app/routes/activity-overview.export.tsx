import { toQueryString } from "../../contract/api-client";
import { readOverviewState, toOverviewQuery } from "../features/calendar/activity-overview";
import { requireVacancyAdmin } from "../features/vacancies/admin/vacancy-admin.server";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/activity-overview.export";

/**
 * GET /activiteitenkalender/overzicht/export: the overview's CSV with the page's filters.
 */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  requireVacancyAdmin(await signedIn(context, request), context);
  const query = toQueryString(toOverviewQuery(readOverviewState(new URL(request.url).searchParams)));
  return csvDownload(context, `/api/v1/activity_overview${query}`);
});

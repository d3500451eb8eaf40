import { toQueryString } from "../../contract/api-client";
import { isLocale } from "../../locales/languages";
import { requireVacancyAdmin } from "../components/vacancies/admin/vacancy-admin.server";
import { readOverviewState, toOverviewQuery } from "../lib/activity-overview";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/activity-overview.export";

/**
 * GET /activiteitenkalender/overzicht/export: the overview's CSV with the page's filters.
 */
export const loader = exportLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  requireVacancyAdmin(await requireSignedIn(request, context, locale), context);
  const query = toQueryString(toOverviewQuery(readOverviewState(new URL(request.url).searchParams)));
  return csvDownload(context, locale, `/api/v1/activity_overview${query}`);
});

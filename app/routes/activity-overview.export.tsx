import { toQueryString } from "../../contract/api-client";
import { isLocale } from "../../locales/resources";
import { requireVacancyAdmin } from "../components/vacancies/admin/vacancy-admin.server";
import { readOverviewState, toOverviewQuery } from "../lib/activity-overview";
import { serverContext } from "../lib/server-context";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/activity-overview.export";

/**
 * GET /activiteitenkalender/overzicht/export: the overview's CSV with the page's filters, through the page (as the
 * applications export) so that the session and the selected organisation travel along as for the overview itself.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  requireVacancyAdmin(await requireSignedIn(request, context, locale), context);
  const query = toQueryString(toOverviewQuery(readOverviewState(new URL(request.url).searchParams)));
  const server = context.get(serverContext);
  const response = await server.fetch(`/api/v1/activity_overview${query}`, {
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

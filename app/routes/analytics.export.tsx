import { ANALYTICS_TABLES, type AnalyticsTable } from "../../contract/analytics";
import { analyticsFilter, filterQuery, SUMMARY_PARAMS, TRENDS_PARAMS } from "../features/analytics/analytics-query";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/analytics.export";

/** GET /analytics/export: one table of the analytics screens as CSV, with the page's period (the API decides who may). */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const table = search.get("tabel") ?? "weeks";
  if (table === "trends")
    return csvDownload(
      context,
      `/api/v1/analytics/trends?${filterQuery(analyticsFilter(search, TRENDS_PARAMS), { format: "csv" })}`,
    );
  const known = (ANALYTICS_TABLES as readonly string[]).includes(table) ? (table as AnalyticsTable) : "weeks";
  return csvDownload(
    context,
    `/api/v1/analytics?${filterQuery(analyticsFilter(search, SUMMARY_PARAMS), { format: "csv", table: known })}`,
  );
});

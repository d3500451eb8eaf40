import { readListState, toApiQuery } from "../features/vacancies/admin/list-query";
import { requireVacancyAdmin } from "../features/vacancies/admin/vacancy-admin.server";
import { csvDownload, exportLoader, exportPath } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/vacancies.export";

/** GET /vacancies/export: the back office's vacancies as CSV (?format=xlsx: Excel), with the list's filters and sort. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  requireVacancyAdmin(await signedIn(context, request), context);
  const search = new URL(request.url).searchParams;
  const { include: _, page: __, ...query } = toApiQuery(readListState(search));
  return csvDownload(context, exportPath("/api/v1/vacancies", query, search));
});

import { organizationListFilter } from "../features/organizations/organization-list-filter";
import { csvDownload, exportLoader, exportPath } from "../lib/csv-download.server";
import { signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { Route } from "./+types/organizations.export";

/** GET /organizations/export: the centre's organizations as an Excel workbook (?format=csv: CSV), with the list's filters. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedInAs(context, request, STAFF);
  const search = new URL(request.url).searchParams;
  return csvDownload(context, exportPath("/api/v1/organizations", { filter: organizationListFilter(search) }, search, "xlsx"));
});

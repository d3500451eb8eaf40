import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../contract/organization-options";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { Route } from "./+types/organizations.export";

/** GET /organizations/export: the centre's organizations as an Excel workbook (?format=csv: CSV), with the list's filters. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedInAs(context, request, STAFF);
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ format: search.get("format") === "csv" ? "csv" : "xlsx" });
  const q = search.get("q");
  const type = search.get("type");
  const status = search.get("status");
  if (q) query.set("filter[name_cont]", q);
  if (type && (ORGANIZATION_TYPES as readonly string[]).includes(type)) query.set("filter[type_eq]", type);
  if (status && (ORGANIZATION_STATUSES as readonly string[]).includes(status)) query.set("filter[status_eq]", status);
  return csvDownload(context, `/api/v1/organizations?${query}`);
});

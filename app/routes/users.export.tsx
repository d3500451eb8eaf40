import { ROLES, USER_STATUSES } from "../../contract/identity";
import { csvDownload, exportFormatParam, exportLoader } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/users.export";

/** GET /users/export: the users list as CSV (?format=xlsx: Excel), with the list's filters. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams({ format: exportFormatParam(search) });
  const q = search.get("q");
  const role = search.get("role");
  const status = search.get("status");
  if (q) query.set("filter[search]", q);
  if (role && (ROLES as readonly string[]).includes(role)) query.set("filter[with_role]", role);
  if (status && (USER_STATUSES as readonly string[]).includes(status)) query.set("filter[status_eq]", status);
  return csvDownload(context, `/api/v1/users?${query}`);
});

import { userListFilter } from "../features/users/user-list-filter";
import { csvDownload, exportLoader, exportPath } from "../lib/csv-download.server";
import { signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/users.export";

/** GET /users/export: the users list as CSV (?format=xlsx: Excel), with the list's filters. */
export const loader = exportLoader(async ({ request, context }: Route.LoaderArgs) => {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  return csvDownload(context, exportPath("/api/v1/users", { filter: userListFilter(search) }, search));
});

import { submissionApiFilter, submissionFilters } from "../features/forms/load-submissions.server";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { csvDownload, exportLoader, exportPath } from "../lib/csv-download.server";
import { signedInAs } from "../lib/page-context.server";
import type { Route } from "./+types/form-builder.export";

/** GET /form_builder/{id}/export: the form's submissions as CSV (?format=xlsx: Excel), with the overview's filters. */
export const loader = exportLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const search = new URL(request.url).searchParams;
  const filter = submissionApiFilter(submissionFilters(search));
  return csvDownload(context, exportPath(`/api/v1/forms/${encodeURIComponent(params.id)}/submissions`, { filter }, search));
});

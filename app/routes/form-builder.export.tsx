import { toQueryString } from "../../contract/api-client";
import { isLocale } from "../../locales/languages";
import { submissionApiFilter, submissionFilters } from "../components/forms/load-submissions.server";
import { csvDownload, exportLoader } from "../lib/csv-download.server";
import { CONTENT_SECTIONS } from "../lib/sections";
import { requireRole } from "../lib/session.server";
import type { Route } from "./+types/form-builder.export";

/** GET /form_builder/{id}/export: the form's submissions as CSV, with the overview's filters. */
export const loader = exportLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireRole(request, context, locale, CONTENT_SECTIONS.forms.roles);
  const filter = submissionApiFilter(submissionFilters(new URL(request.url).searchParams));
  const query = toQueryString({ filter }).replace(/^\?/, "");
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}/submissions?format=csv${query ? `&${query}` : ""}`;
  return csvDownload(context, locale, path);
});

import { data, redirect } from "react-router";
import { attempt } from "../lib/api-form.server";
import { pageContext } from "../lib/page-context.server";
import type { Route } from "./+types/applications.withdraw";

/** POST only: the applicant withdraws (from the profile's 'My applications'), then is back on his profile. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const sent = await attempt(request, locale, () => api.put(`/api/v1/applications/${encodeURIComponent(params.id)}/withdraw`));
  // Sent without JavaScript (a page, not the fetcher): back to the list, which shows where the application stands.
  if (!sent.ok && request.headers.get("accept")?.includes("text/html")) return redirect(`/${locale}/profiel`);
  if (!sent.ok) return data({ error: sent.error.errors[0]?.detail ?? sent.error.message }, { status: sent.status });
  return redirect(`/${locale}/profiel`);
}

export function loader({ context }: Route.LoaderArgs) {
  // Nothing to show here: a visit goes to the profile, where the list is.
  return redirect(`/${pageContext(context).locale}/profiel`);
}

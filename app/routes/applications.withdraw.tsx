import { data, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import { pageContext } from "../lib/page-context.server";
import type { Route } from "./+types/applications.withdraw";

/** POST only: the applicant withdraws (from the profile's 'My applications'), then is back on his profile. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  try {
    await api.put(`/api/v1/applications/${encodeURIComponent(params.id)}/withdraw`);
  } catch (error) {
    // Sent without JavaScript (a page, not the fetcher): back to the list, which shows where the application stands.
    if (error instanceof ApiError && error.status < 500 && request.headers.get("accept")?.includes("text/html"))
      return redirect(`/${locale}/profiel`);
    if (error instanceof ApiError && error.status < 500)
      return data({ error: error.errors[0]?.detail ?? error.message }, { status: error.status });
    throw error;
  }
  return redirect(`/${locale}/profiel`);
}

export function loader({ context }: Route.LoaderArgs) {
  // Nothing to show here: a visit goes to the profile, where the list is.
  return redirect(`/${pageContext(context).locale}/profiel`);
}

import { redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import { pageContext } from "../lib/page-context.server";
import { ADMIN_PREFIX, clearedSessionCookies, restoredAdminCookies } from "../lib/session.server";
import type { Route } from "./+types/impersonation.stop";

/** Back to the admin's own account: the impersonation token is revoked and the saved session restored. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  try {
    await api.delete("/api/v1/sign_in_as_user");
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
  }
  const headers = new Headers();
  for (const cookie of restoredAdminCookies(request, context)) headers.append("Set-Cookie", cookie);
  for (const cookie of clearedSessionCookies(context, ADMIN_PREFIX)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}/users`, { headers });
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`/${pageContext(context).locale}`);
}

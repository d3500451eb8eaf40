import { redirect } from "react-router";
import { attempt } from "../lib/api-form.server";
import { readCookie } from "../lib/cookies";
import { pageContext } from "../lib/page-context.server";
import { ADMIN_PREFIX, clearedSessionCookies, restoredAdminCookies } from "../lib/session.server";
import type { Route } from "./+types/impersonation.stop";

/**
 * Back to the admin's own account: the impersonation token is revoked and the saved session restored. An operator's
 * impersonation (issue 39) has no saved session here: it ends, signed out, on the home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  // Not (or no longer) impersonating: the admin's own session comes back all the same.
  await attempt(request, locale, () => api.delete("/api/v1/sign_in_as_user"), { signIn: false });
  const headers = new Headers();
  if (!readCookie(request, `${ADMIN_PREFIX}access-token`)) {
    for (const cookie of clearedSessionCookies(context)) headers.append("Set-Cookie", cookie);
    return redirect(`/${locale}`, { headers });
  }
  for (const cookie of restoredAdminCookies(request, context)) headers.append("Set-Cookie", cookie);
  for (const cookie of clearedSessionCookies(context, ADMIN_PREFIX)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}/users`, { headers });
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`/${pageContext(context).locale}`);
}

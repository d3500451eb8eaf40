import { redirect } from "react-router";
import { attempt } from "../lib/api-form.server";
import { pageContext } from "../lib/page-context.server";
import { ADMIN_PREFIX, clearedSessionCookies, restoredAdminCookies } from "../lib/session.server";
import type { Route } from "./+types/impersonation.stop";

/** Back to the admin's own account: the impersonation token is revoked and the saved session restored. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  // Not (or no longer) impersonating: the admin's own session comes back all the same.
  await attempt(request, locale, () => api.delete("/api/v1/sign_in_as_user"), { signIn: false });
  const headers = new Headers();
  for (const cookie of restoredAdminCookies(request, context)) headers.append("Set-Cookie", cookie);
  for (const cookie of clearedSessionCookies(context, ADMIN_PREFIX)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}/users`, { headers });
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`/${pageContext(context).locale}`);
}

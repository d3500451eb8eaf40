import { redirect } from "react-router";
import { consoleOnly } from "../features/platform/console.server";
import { pageContext } from "../lib/page-context.server";
import { clearedSessionCookies, hasSession } from "../lib/session.server";
import type { Route } from "./+types/platform.sign-out";

// Only a post signs out (the console's header button); opened, it goes to the console.
export function loader({ context }: Route.LoaderArgs) {
  consoleOnly(context);
  throw redirect(`/${pageContext(context).locale}/platform`);
}

/** The operator's session ends at the API (DELETE /auth/sign_out) and in the browser; then the sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  consoleOnly(context);
  const { api, locale } = pageContext(context);
  // A session the API no longer knows is signed out all the same.
  if (hasSession(request)) await api.delete("/auth/sign_out").catch(() => undefined);
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(context)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}/platform/sign-in`, { headers });
}

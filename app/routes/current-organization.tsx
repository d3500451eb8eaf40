import { data, redirect } from "react-router";
import { formValues } from "../lib/form-values";
import { organizationContext, organizationCookie } from "../lib/organization.server";
import { pageContext } from "../lib/page-context.server";
import { safeRedirect } from "../lib/safe-redirect";
import type { Route } from "./+types/current-organization";

/** Choosing another of one's organizations (account menu): remembered in a cookie, then back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const id = values.organization_id ?? "";
  const { list } = context.get(organizationContext);
  if (!list.some((o) => o.id === id)) throw data({ messageKey: "errors:page.noOrganization" }, { status: 403 });
  const back = safeRedirect(values.redirectTo ?? "", `/${locale}`);
  return redirect(back, { headers: { "Set-Cookie": organizationCookie(context, id) } });
}

export function loader({ context }: Route.LoaderArgs) {
  // Nothing to show here: a visit goes home.
  return redirect(`/${pageContext(context).locale}`);
}

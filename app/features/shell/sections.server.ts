import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { pageContext, signedInAs } from "../../lib/page-context.server";
import { rolesOf, type Section, sectionsFor } from "./sections";

/**
 * The loader of a screen with tabs: refuses whoever may use none of its sections, sends the bare path to the first
 * section this user may use, and gives the tabs he may see.
 */
export async function loadSectionTabs(
  request: Request,
  context: Readonly<RouterContextProvider>,
  base: string,
  sections: Record<string, Section>,
) {
  const { locale } = pageContext(context);
  const user = await signedInAs(context, request, rolesOf(sections));
  const roles = (user.roles ?? []).map((role) => role.name);
  const tabs = sectionsFor(sections, roles).map(({ path, label, end }) => ({ path, label, end }));
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  // The bare path shows its first section, or goes to it when that section has a path of its own.
  if (path === `/${locale}${base}` && tabs[0].path !== base) throw redirect(`/${locale}${tabs[0].path}`);
  return { tabs };
}

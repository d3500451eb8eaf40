import type { RouterContextProvider } from "react-router";
import type { CurrentUser } from "../../../contract/identity";
import type { VolunteerCenter } from "../../../contract/volunteer-centers";
import { pageContext } from "../../lib/page-context.server";
import { STAFF } from "../../lib/role-groups";
import { type AnalyticsChoices, analyticsFilter } from "./analytics-query";

const ORGANIZATION_PAGE = 100;
const MAX_ORGANIZATION_PAGES = 50;

/**
 * The analytics screens' filter for the API and the choices their form offers. An organization that is not in the
 * chosen centre is dropped from the filter (the form sends both at once), so that picking another centre shows it.
 */
export async function analyticsScope(
  context: Readonly<RouterContextProvider>,
  user: CurrentUser,
  search: URLSearchParams,
  params: Record<string, string>,
): Promise<AnalyticsChoices & { filter: Record<string, string> }> {
  const { api } = pageContext(context);
  const roles = user.roles ?? [];
  const staff = roles.some((role) => STAFF.includes(role.name));
  const admin = roles.some((role) => role.name === "admin");
  const filter = analyticsFilter(search, params);
  const centers = admin
    ? (await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers")).data.map((c) => ({ id: Number(c.id), name: c.name }))
    : [];
  if (!centers.some((center) => String(center.id) === filter.center_id)) delete filter.center_id;
  const managed = new Set(roles.filter((role) => role.name === "organization_superuser").map((role) => role.organizationId));
  const approved: { id: string; name: string }[] = [];
  // Every approved organization, a page at a time: a large centre has hundreds, each a choice.
  for (let number = 1; number <= MAX_ORGANIZATION_PAGES; number++) {
    const result = await api.get<{ id: string; name: string }[]>("/api/v1/organizations", {
      filter: { status_eq: "approved", ...(filter.center_id ? { center_id_eq: filter.center_id } : {}) },
      sort: ["name"],
      page: { number, size: ORGANIZATION_PAGE },
    });
    approved.push(...result.data);
    if (result.data.length < ORGANIZATION_PAGE) break;
  }
  const organizations = approved
    .map((organization) => ({ id: Number(organization.id), name: organization.name }))
    .filter((organization) => staff || managed.has(organization.id) || managed.has(null));
  if (filter.center_id && !organizations.some((o) => String(o.id) === filter.organization_id)) delete filter.organization_id;
  return { filter, centers: centers.length > 1 ? centers : [], organizations };
}

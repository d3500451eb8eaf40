import type { RouterContextProvider } from "react-router";
import type { CurrentUser } from "../../contract/identity";
import type { Locale } from "../../locales/languages";
import { apiFor } from "./api.server";
import { STAFF } from "./role-groups";

/** The organisations the analytics screens offer: the centre's for staff, his own for an organisation superuser. */
export async function analyticsOrganizations(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  user: CurrentUser,
): Promise<{ id: number; name: string }[]> {
  const staff = (user.roles ?? []).some((role) => STAFF.includes(role.name));
  const managed = new Set(
    (user.roles ?? []).filter((role) => role.name === "organization_superuser").map((role) => role.organizationId),
  );
  const result = await apiFor(context, locale).get<{ id: string; name: string }[]>("/api/v1/organizations", {
    filter: { status_eq: "approved" },
    sort: ["name"],
    page: { size: 100 },
  });
  return result.data
    .map((organization) => ({ id: Number(organization.id), name: organization.name }))
    .filter((organization) => staff || managed.has(organization.id) || managed.has(null));
}

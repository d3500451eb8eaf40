import { data, type RouterContextProvider } from "react-router";
import type { Organization } from "../../../contract/organizations";
import type { AdminUser, OrganizationOption, UserListMeta, UserPermissionsMeta } from "../../../contract/users";
import type { apiFor } from "../../lib/api.server";
import { pageContext, signedIn } from "../../lib/page-context.server";

export type Api = ReturnType<typeof apiFor>;

/** The 403 page, before any form is rendered. */
export function forbiddenPage(message = "Forbidden"): never {
  throw data({ message }, { status: 403 });
}

/**
 * The user-administration screens are for those the API lets list users (its own policy: tenant admins and centre
 * staff); anyone else gets the 403 page, whatever the id in the address, so it says nothing about who exists.
 */
export async function requireUserAdmin(api: Api): Promise<UserListMeta> {
  const { meta } = await api.get("/api/v1/users", { page: { size: 1 } });
  return meta as unknown as UserListMeta;
}

/** The user behind the address, with what the signed-in user may do with him (meta from the API's policy). */
export async function loadManagedUser(api: Api, id: string): Promise<{ user: AdminUser } & UserPermissionsMeta> {
  const { data: user, meta } = await api.get<AdminUser>(`/api/v1/users/${encodeURIComponent(id)}`, { include: ["roles"] });
  return { user, ...(meta as unknown as UserPermissionsMeta) };
}

/**
 * A user-administration screen's user: for a signed-in user admin (else the 403 page, as requireUserAdmin), with the
 * permission the screen needs (else the 403 page too).
 */
export async function loadUserToManage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string,
  needs: keyof UserPermissionsMeta["permissions"],
) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  await requireUserAdmin(api);
  const managed = await loadManagedUser(api, id);
  if (!managed.permissions[needs]) forbiddenPage();
  return { api, ...managed };
}

/**
 * The organizations of the user's centre, to name existing roles and (unless denied or archived) to pick for new ones. The API
 * pages by at most 100 for centre staff, so we read page after page (a centre has some hundreds at most).
 */
export async function loadCenterOrganizations(
  api: Api,
  centerId: number,
  filter: { statusEq?: Organization["status"] } = {},
): Promise<OrganizationOption[]> {
  const options: OrganizationOption[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data: rows, meta } = await api.get<Organization[]>("/api/v1/organizations", {
      filter: { centerIdEq: centerId, ...filter },
      page: { number: page, size: 100 },
      sort: ["name"],
    });
    for (const row of rows) {
      options.push({ id: row.id, name: row.name, selectable: row.status === "approved" || row.status === "pending" });
    }
    if (page >= Number(meta.pages ?? 1)) break;
  }
  return options;
}

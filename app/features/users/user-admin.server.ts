import { data } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../contract/api-client";
import type { Organization } from "../../../contract/organizations";
import type { AdminUser, OrganizationOption, UserListMeta, UserPermissionsMeta } from "../../../contract/users";
import { type Translate, toFieldErrors, validationErrorMap } from "../../../contract/validation";
import type { Locale } from "../../../locales/languages";
import type { apiFor } from "../../lib/api.server";
import { translatorFor } from "../../lib/i18n";

export type Api = ReturnType<typeof apiFor>;

/**
 * An API refusal as the route's error page: thrown as a response so the status survives to the browser
 * (a plain Error from a loader reaches production clients only as a 500).
 */
export function rethrowAsPage(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw data({ message: error.message }, { status: error.status });
  throw error;
}

/** The 403 page, before any form is rendered. */
export function forbiddenPage(message = "Forbidden"): never {
  throw data({ message }, { status: 403 });
}

/**
 * The user-administration screens are for those the API lets list users (its own policy: tenant admins and centre
 * staff); anyone else gets the 403 page, whatever the id in the address, so it says nothing about who exists.
 */
export async function requireUserAdmin(api: Api): Promise<UserListMeta> {
  try {
    const { meta } = await api.get("/api/v1/users", { page: { size: 1 } });
    return meta as unknown as UserListMeta;
  } catch (error) {
    return rethrowAsPage(error);
  }
}

/** The user behind the address, with what the signed-in user may do with him (meta from the API's policy). */
export async function loadManagedUser(api: Api, id: string): Promise<{ user: AdminUser } & UserPermissionsMeta> {
  try {
    const { data: user, meta } = await api.get<AdminUser>(`/api/v1/users/${encodeURIComponent(id)}`, { include: ["roles"] });
    return { user, ...(meta as unknown as UserPermissionsMeta) };
  } catch (error) {
    return rethrowAsPage(error);
  }
}

/**
 * The organizations of the user's centre, to name existing roles and (unless denied or archived) to pick for new ones. The API
 * pages by at most 100 for centre staff, so we read page after page (a centre has some hundreds at most).
 */
export async function loadCenterOrganizations(api: Api, centerId: number): Promise<OrganizationOption[]> {
  const options: OrganizationOption[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data: rows, meta } = await api.get<Organization[]>("/api/v1/organizations", {
      filter: { centerIdEq: centerId },
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

/** The API's field errors keyed by attribute name ("_form" for the rest), for the form to show beside each field. */
export function apiFieldErrors(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const key = e.source?.pointer?.startsWith("/data/attributes/") ? e.source.pointer.split("/").pop() || "_form" : "_form";
    out[key] ??= e.detail ?? e.title;
  }
  if (Object.keys(out).length === 0) out._form = error.message;
  return out;
}

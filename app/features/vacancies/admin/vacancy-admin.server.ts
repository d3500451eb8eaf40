import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "../../../../contract/api-client";
import type { CurrentUser } from "../../../../contract/identity";
import type { Organization } from "../../../../contract/organizations";
import type { Vacancy } from "../../../../contract/vacancies";
import type { apiFor } from "../../../lib/api.server";
import { type OrganizationChoice, requireOrganization } from "../../../lib/organization.server";

type Api = ReturnType<typeof apiFor>;

export interface VacancyAdminScope {
  /** Centre staff (or the tenant admin): every organization of the centre, with a picker. */
  staff: boolean;
  /** An organization's superuser works in the selected organization. */
  organization: OrganizationChoice | null;
}

/**
 * The vacancy back office is for centre staff and organization superusers (DESIGN.md section 6), the same rule as
 * the API's list scope; anyone else gets the 403 page. A superuser without an organization gets the fatal 403
 * 'Geen organisatie gevonden' (spec section 2).
 */
export function requireVacancyAdmin(user: CurrentUser, context: Readonly<RouterContextProvider>): VacancyAdminScope {
  const roles = (user.roles ?? []).map((r) => r.name);
  if (roles.includes("admin") || roles.includes("center_superuser")) return { staff: true, organization: null };
  if (roles.includes("organization_superuser")) return { staff: false, organization: requireOrganization(context) };
  throw data({ message: "Forbidden" }, { status: 403 });
}

/** The organizations a staff member may place vacancies for: the approved ones of his centre (the API scopes it). */
export async function loadOrganizationOptions(api: Api): Promise<{ id: string; name: string }[]> {
  const options: { id: string; name: string }[] = [];
  // Staff may ask 1000 a page: one request for nearly every centre, two at most.
  for (let page = 1; page <= 2; page++) {
    const { data: rows, meta } = await api.get<Organization[]>("/api/v1/organizations", {
      filter: { status_eq: "approved" },
      sort: ["name"],
      page: { number: page, size: 1000 },
    });
    options.push(...rows.map(({ id, name }) => ({ id, name })));
    if (page >= Number(meta.pages ?? 1)) break;
  }
  return options;
}

export interface Member {
  id: string;
  fullName: string;
}

/**
 * The members of an organization, as contact persons to choose from. Only centre staff may list users; for anyone
 * else the API says 403 and the vacancy keeps its author (or current contact) as contact person: null here.
 */
export async function loadMembers(api: Api, organizationId: string): Promise<Member[] | null> {
  try {
    const { data: users } = await api.get<{ id: string; fullName: string }[]>("/api/v1/users", {
      filter: { organization_id_eq: organizationId },
      page: { size: 1000 },
    });
    return users.map(({ id, fullName }) => ({ id, fullName }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/**
 * The people of a vacancy's organization to choose its contact person from: staff list them through the users API, an
 * organization superuser gets those of his selected organization (when it is this one; else null, and the name shows).
 */
export async function loadOrganizationPeople(api: Api, organizationId: string, staff: boolean): Promise<Member[] | null> {
  if (staff) return loadMembers(api, organizationId);
  const { data: selected } = await api.get<Organization>("/api/v1/current_organization", { include: ["members"] });
  if (selected.id !== organizationId) return null;
  return (selected.members ?? []).map(({ id, fullName }) => ({ id, fullName }));
}

/**
 * Whom a new vacancy's contact person can be, and the organization's default one, preselected (the API falls back
 * to it too). Staff list the members through the users API; a superuser gets those of his selected organization.
 */
export async function loadContactChoice(
  api: Api,
  organizationId: string,
  staff: boolean,
): Promise<{ members: Member[] | null; defaultId: string; showContactDetails: boolean }> {
  if (!staff) {
    const { data: selected } = await api.get<Organization>("/api/v1/current_organization", { include: ["members"] });
    const members = (selected.members ?? []).map(({ id, fullName }) => ({ id, fullName }));
    return { members, defaultId: selected.contactPersonId ?? "", showContactDetails: selected.showContactDetailsDefault };
  }
  const [members, { data: organization }] = await Promise.all([
    loadMembers(api, organizationId),
    api.get<Organization>(`/api/v1/organizations/${encodeURIComponent(organizationId)}`),
  ]);
  return { members, defaultId: organization.contactPersonId ?? "", showContactDetails: organization.showContactDetailsDefault };
}

/** The vacancy behind the address, when the signed-in user may edit it (the API's meta.canEdit); else the 403 page. */
export async function loadEditableVacancy(api: Api, id: string): Promise<Vacancy> {
  const { data: vacancy, meta } = await api.get<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
    include: ["organization", "contact_person"],
  });
  if (meta.canEdit !== true) throw data({ message: "Forbidden" }, { status: 403 });
  return vacancy;
}

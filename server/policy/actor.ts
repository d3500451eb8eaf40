import type { Role } from "../../contract/identity";

/** The signed-in user as the policy tables see him: identity's user with roles has this and more. */
export interface ActorUser {
  id: number;
  /** A volunteer's own applications are matched by it, also those sent before he had an account. */
  email: string;
  centerId: number;
  roles: { role: Role; organizationId: number | null }[];
}

/** Who is asking: the signed-in user (or nobody) with roles, centre and memberships (DESIGN.md section 6). */
export interface Actor {
  user: ActorUser | null;
  /** Organizations the user belongs to; organization-scoped roles apply to these. */
  organizationIds: number[];
}

export const ANONYMOUS: Actor = { user: null, organizationIds: [] };

export const hasRole = (actor: Actor, role: Role) => actor.user?.roles.some((r) => r.role === role) ?? false;

/** admin: everything within the tenant. */
export const isTenantAdmin = (actor: Actor) => hasRole(actor, "admin");

/** admin, or center_superuser of this centre. */
export const isCenterStaff = (actor: Actor, centerId: number) =>
  isTenantAdmin(actor) || (hasRole(actor, "center_superuser") && actor.user?.centerId === centerId);

export const isMemberOf = (actor: Actor, organizationId: number) => actor.organizationIds.includes(organizationId);

/** organization_superuser of this organization. */
export const isOrganizationSuperuser = (actor: Actor, organizationId: number) =>
  hasRole(actor, "organization_superuser") && isMemberOf(actor, organizationId);

/**
 * The organizations whose back office an organization superuser runs: the selected one when a selection is sent
 * (Current-Organization-Id, already checked to be one of his), else all of his.
 */
export function managedOrganizationIds(actor: Actor, selectedOrganizationId: number | null): number[] {
  return actor.organizationIds.filter(
    (id) => isOrganizationSuperuser(actor, id) && (selectedOrganizationId === null || selectedOrganizationId === id),
  );
}

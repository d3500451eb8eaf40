import { type Actor, hasRole, isTenantAdmin, managedOrganizationIds } from "../../policy/actor";

/** Whose activity the caller reads: one centre's, or his own organizations'. */
export type ActivityScope = { kind: "center"; centerId: number } | { kind: "organizations"; organizationIds: number[] };

/**
 * The admin reads the site's centre, a centre superuser his own centre, an organization superuser his managed
 * organizations (the selected one when he chose one); null for anyone else. Centre staff win over organization roles.
 */
export function activityScope(actor: Actor, siteCenterId: number, selectedOrganizationId: number | null): ActivityScope | null {
  const user = actor.user;
  if (!user) return null;
  if (isTenantAdmin(actor)) return { kind: "center", centerId: siteCenterId };
  if (hasRole(actor, "center_superuser")) return { kind: "center", centerId: user.centerId };
  if (hasRole(actor, "organization_superuser")) {
    return { kind: "organizations", organizationIds: managedOrganizationIds(actor, selectedOrganizationId) };
  }
  return null;
}

import { type Actor, hasRole, isCenterStaff, isTenantAdmin, managedOrganizationIds } from "../../policy/actor";

/** Whose figures the caller reads: the tenant (admin), his centre (centre superuser) or his organizations. */
export type AnalyticsAccess =
  | { kind: "tenant" }
  | { kind: "center"; centerId: number }
  | { kind: "organization"; organizationIds: number[] };

/** Centre staff see their centre (an admin the tenant); an organization superuser his own organizations; else null. */
export function analyticsAccess(actor: Actor, selectedOrganizationId: number | null): AnalyticsAccess | null {
  const user = actor.user;
  if (!user) return null;
  if (isTenantAdmin(actor)) return { kind: "tenant" };
  if (isCenterStaff(actor, user.centerId)) return { kind: "center", centerId: user.centerId };
  if (hasRole(actor, "organization_superuser")) {
    const organizationIds = managedOrganizationIds(actor, selectedOrganizationId);
    return organizationIds.length > 0 ? { kind: "organization", organizationIds } : null;
  }
  return null;
}

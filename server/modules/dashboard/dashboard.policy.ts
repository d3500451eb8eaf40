import { type Actor, hasRole, isCenterStaff, isTenantAdmin, managedOrganizationIds } from "../../policy/actor";

/** Which dashboard the caller gets, and over what; centre staff win over organization roles, those over volunteering. */
export type DashboardScope =
  | { kind: "staff"; centerId?: number }
  | { kind: "organization"; organizationIds: number[] }
  | { kind: "volunteer"; userId: number; email: string; centerId: number };

/**
 * As the back-office lists: the tenant admin sees the tenant, a centre superuser his centre, an organization superuser
 * his managed organizations (managedOrganizationIds); anyone else signed in sees his own. Null for a visitor.
 */
export function dashboardScope(actor: Actor, selectedOrganizationId: number | null): DashboardScope | null {
  const user = actor.user;
  if (!user) return null;
  if (isTenantAdmin(actor)) return { kind: "staff" };
  if (isCenterStaff(actor, user.centerId)) return { kind: "staff", centerId: user.centerId };
  if (hasRole(actor, "organization_superuser")) {
    return { kind: "organization", organizationIds: managedOrganizationIds(actor, selectedOrganizationId) };
  }
  return { kind: "volunteer", userId: user.id, email: user.email, centerId: user.centerId };
}

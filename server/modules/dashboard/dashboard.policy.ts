import { type Actor, hasRole, isCenterStaff, isOrganizationSuperuser, isTenantAdmin } from "../../policy/actor";

/** Which dashboard the caller gets, and over what; centre staff win over organisation roles, those over volunteering. */
export type DashboardScope =
  | { kind: "staff"; centerId?: number }
  | { kind: "organization"; organizationIds: number[] }
  | { kind: "volunteer"; userId: number; email: string; centerId: number };

/**
 * The same scopes as the back-office lists (vacancyListScope, applicationListScope): the tenant admin sees the
 * tenant, a centre superuser his centre, an organisation superuser the selected organisation (all of his when none
 * is selected); anyone else signed in sees his own. Null for a visitor.
 */
export function dashboardScope(actor: Actor, selectedOrganizationId: number | null): DashboardScope | null {
  const user = actor.user;
  if (!user) return null;
  if (isTenantAdmin(actor)) return { kind: "staff" };
  if (isCenterStaff(actor, user.centerId)) return { kind: "staff", centerId: user.centerId };
  if (hasRole(actor, "organization_superuser")) {
    const own = actor.organizationIds.filter((id) => isOrganizationSuperuser(actor, id));
    const selected = selectedOrganizationId !== null && own.includes(selectedOrganizationId);
    return { kind: "organization", organizationIds: selected ? [selectedOrganizationId] : own };
  }
  return { kind: "volunteer", userId: user.id, email: user.email, centerId: user.centerId };
}

import { type Actor, hasRole, isCenterStaff, isOrganizationSuperuser, managedOrganizationIds } from "../../policy/actor";

/** Volunteers (and students, who are volunteers at a school) keep a profile of their own. */
export const canKeepProfile = (actor: Actor) => hasRole(actor, "volunteer") || hasRole(actor, "student");

/**
 * The pool of a centre (DESIGN.md section 6): its staff and mentors, and the superusers of organizations in it.
 * Volunteers never see one another.
 */
export function canSearchPool(actor: Actor, centerId: number): boolean {
  if (isCenterStaff(actor, centerId)) return true;
  if (actor.user?.centerId !== centerId) return false;
  return hasRole(actor, "mentor") || managedOrganizationIds(actor, null).length > 0;
}

/** Who may reply for an organization: its superusers, and staff of its centre. */
export const canReplyFor = (actor: Actor, organization: { id: number; centerId: number }) =>
  isOrganizationSuperuser(actor, organization.id) || isCenterStaff(actor, organization.centerId);

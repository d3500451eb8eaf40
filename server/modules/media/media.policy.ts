import { type Actor, hasRole, isCenterStaff, managedOrganizationIds } from "../../policy/actor";

/**
 * Who may upload an image: whoever may write vacancies (the tenant admin, centre staff, an organization's superuser,
 * DESIGN.md section 6), and a volunteer or student for his profile's photo where the tenant offers volunteer profiles.
 */
export function canUploadImages(actor: Actor, volunteerProfilesOffered = false): boolean {
  if (!actor.user) return false;
  if (isCenterStaff(actor, actor.user.centerId) || managedOrganizationIds(actor, null).length > 0) return true;
  return volunteerProfilesOffered && (hasRole(actor, "volunteer") || hasRole(actor, "student"));
}

import { type Actor, isCenterStaff, managedOrganizationIds } from "../../policy/actor";

/**
 * Images are for vacancies now, so whoever may write vacancies may upload one: the tenant admin, centre staff,
 * and an organisation's superuser (DESIGN.md section 6).
 */
export function canUploadImages(actor: Actor): boolean {
  if (!actor.user) return false;
  return isCenterStaff(actor, actor.user.centerId) || managedOrganizationIds(actor, null).length > 0;
}

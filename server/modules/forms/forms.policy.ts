import { type Actor, hasRole, isCenterStaff } from "../../policy/actor";

/**
 * A centre's forms, their questions and submissions are kept by its staff (admin, center_superuser) and its content
 * managers (DESIGN.md section 6); page managers and organisations have none to keep.
 */
export const canManageForms = (actor: Actor, centerId: number) =>
  isCenterStaff(actor, centerId) || (hasRole(actor, "content_manager") && actor.user?.centerId === centerId);

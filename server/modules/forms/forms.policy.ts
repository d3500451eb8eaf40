import type { Role } from "../../../contract/identity";
import { type Actor, hasRole, isCenterStaff } from "../../policy/actor";

/** The centre roles that keep forms (with the tenant's admins): who hears of a new answer. */
export const FORM_MANAGERS: Role[] = ["center_superuser", "content_manager"];

/**
 * A centre's forms, their questions and submissions are kept by its staff (admin, center_superuser) and its content
 * managers (DESIGN.md section 6); page managers and organizations have none to keep.
 */
export const canManageForms = (actor: Actor, centerId: number) =>
  isCenterStaff(actor, centerId) || (hasRole(actor, "content_manager") && actor.user?.centerId === centerId);

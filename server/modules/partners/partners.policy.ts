import { type Actor, hasRole, isCenterStaff } from "../../policy/actor";

/**
 * A centre's partners are content (issue 15, item 7): its staff (admin, center_superuser) and its content managers
 * keep them; page managers keep pages and menus only (DESIGN.md section 6). Everyone reads them.
 */
export const canManagePartners = (actor: Actor, centerId: number) =>
  isCenterStaff(actor, centerId) || (hasRole(actor, "content_manager") && actor.user?.centerId === centerId);

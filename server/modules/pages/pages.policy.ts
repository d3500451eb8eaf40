import { type Actor, hasRole, isCenterStaff } from "../../policy/actor";

/**
 * The centre's pages (issue 15): its staff (admin, center_superuser), its content managers (all content) and its page
 * managers (pages and menus) make and publish them; everyone else only reads what is published.
 */
export const canManagePages = (actor: Actor, centerId: number) =>
  isCenterStaff(actor, centerId) ||
  ((hasRole(actor, "content_manager") || hasRole(actor, "page_manager")) && actor.user?.centerId === centerId);

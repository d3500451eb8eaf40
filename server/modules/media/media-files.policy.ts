import { type Actor, hasRole, isTenantAdmin } from "../../policy/actor";

/** The centre roles besides the admin that run a centre's media library (spec section 2, Content management). */
const LIBRARY_ROLES = ["center_superuser", "content_manager", "page_manager"] as const;

/**
 * A centre's library is for the tenant admin (any centre, through that centre's site) and the centre's own
 * superusers, content managers and page managers.
 */
export function canManageMedia(actor: Actor, centerId: number): boolean {
  if (!actor.user) return false;
  if (isTenantAdmin(actor)) return true;
  return actor.user.centerId === centerId && LIBRARY_ROLES.some((role) => hasRole(actor, role));
}

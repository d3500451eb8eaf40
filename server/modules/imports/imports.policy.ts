import { type Actor, isCenterStaff } from "../../policy/actor";

/**
 * Moving a centre's lists in is the work of those who run the centre: the tenant admin and the centre's superusers
 * (DESIGN.md section 6), who also approve organizations and manage users.
 */
export const canManageImports = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

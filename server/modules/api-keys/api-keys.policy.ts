import { type Actor, isCenterStaff } from "../../policy/actor";

/**
 * Keys act for the centre towards partner systems, so those who run the centre's settings keep them: the tenant
 * admin and the centre's superusers (DESIGN.md section 6), as for the centre profile.
 */
export const canManageApiKeys = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

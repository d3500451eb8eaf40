import { type Actor, isCenterStaff } from "../../policy/actor";

/** A centre's e-mail texts are its staff's (admin, center_superuser; DESIGN.md section 6). */
export const canManageTemplates = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

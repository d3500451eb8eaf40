import { type Actor, isCenterStaff } from "../../policy/actor";

/** The centre's staff plan workshops and see who comes (DESIGN.md section 6: admin and center_superuser). */
export const canManageWorkshops = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

import { type Actor, isCenterStaff } from "../../policy/actor";

/** Webhooks send the centre's events to partner systems: those who keep its API keys keep them too (DESIGN.md section 6). */
export const canManageWebhooks = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

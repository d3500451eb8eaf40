import type { AppConfig } from "../../config/app-config";
import { type Actor, isCenterStaff, isMemberOf, isOrganizationSuperuser } from "../../policy/actor";

export type OrganizationAction = "read" | "update" | "changeStatus" | "approve" | "delete" | "move" | "readMembers";

export interface OrganizationTarget {
  centerId: number;
  id: number;
  status: string;
}

/** The declarative table for organizations: one predicate per action, over DESIGN.md section 6's roles. */
const RULES: Record<OrganizationAction, (actor: Actor, org: OrganizationTarget, config: AppConfig) => boolean> = {
  // Approved organizations are public (their page, the social map); others only for staff and members.
  read: (actor, org) => org.status === "approved" || isCenterStaff(actor, org.centerId) || isMemberOf(actor, org.id),
  update: (actor, org) => isCenterStaff(actor, org.centerId) || isOrganizationSuperuser(actor, org.id),
  changeStatus: (actor, org) => isCenterStaff(actor, org.centerId),
  approve: (actor, org) => isCenterStaff(actor, org.centerId),
  delete: (actor, org) => isCenterStaff(actor, org.centerId),
  move: (actor, org, config) => config.movingOrganizations && isCenterStaff(actor, org.centerId),
  readMembers: (actor, org) => isCenterStaff(actor, org.centerId) || isOrganizationSuperuser(actor, org.id),
};

export function canOrganization(actor: Actor, action: OrganizationAction, org: OrganizationTarget, config: AppConfig): boolean {
  if (org.status === "deleted") return false;
  return RULES[action](actor, org, config);
}

/** Staff of a centre may list every status and create organizations there. */
export const canManageOrganizations = (actor: Actor, centerId: number) => isCenterStaff(actor, centerId);

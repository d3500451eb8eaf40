import { ROLES, type Role } from "../../../contract/identity";
import { USER_TRANSITIONS, type UserPermissionsMeta } from "../../../contract/users";
import { type Actor, isCenterStaff, isTenantAdmin } from "../../policy/actor";
import type { UserWithRoles } from "./users.service";

export type UserAction =
  | "read"
  | "update"
  | "changeStatus"
  | "delete"
  | "manageRoles"
  | "impersonate"
  | "resendConfirmation"
  | "resetTwoFactor";

const isAdminAccount = (user: UserWithRoles) => user.roles.some((r) => r.role === "admin");

/** The declarative table for users (DESIGN.md section 6): tenant admins everything, centre staff their centre. */
const RULES: Record<UserAction, (actor: Actor, target: UserWithRoles) => boolean> = {
  read: (actor, target) => actor.user?.id === target.id || isCenterStaff(actor, target.centerId),
  update: (actor, target) => isCenterStaff(actor, target.centerId),
  changeStatus: (actor, target) =>
    actor.user?.id !== target.id && isCenterStaff(actor, target.centerId) && (!isAdminAccount(target) || isTenantAdmin(actor)),
  delete: (actor, target) =>
    actor.user?.id !== target.id && isCenterStaff(actor, target.centerId) && (!isAdminAccount(target) || isTenantAdmin(actor)),
  manageRoles: (actor, target) => isCenterStaff(actor, target.centerId),
  // Only a tenant admin, never into another admin's account or his own.
  impersonate: (actor, target) => isTenantAdmin(actor) && actor.user?.id !== target.id && !isAdminAccount(target),
  resendConfirmation: (actor, target) => isCenterStaff(actor, target.centerId),
  // The tenant's highest role resets someone else's two-step sign-in; his own goes through his recovery codes.
  resetTwoFactor: (actor, target) => isTenantAdmin(actor) && actor.user?.id !== target.id,
};

export function canUser(actor: Actor, action: UserAction, target: UserWithRoles): boolean {
  return RULES[action](actor, target);
}

/** Who may hand out which role: the admin role only by a tenant admin. */
export function canGrantRole(actor: Actor, role: Role): boolean {
  return role === "admin" ? isTenantAdmin(actor) : true;
}

/** The roles this actor may hand out, for the screens to offer exactly what the API accepts. */
export const grantableRoles = (actor: Actor): Role[] => ROLES.filter((role) => canGrantRole(actor, role));

/** What the actor may do with this user, sent as meta so a screen never offers what the API would refuse. */
export function userPermissions(actor: Actor, target: UserWithRoles): UserPermissionsMeta {
  const changeStatus = canUser(actor, "changeStatus", target);
  return {
    permissions: {
      update: canUser(actor, "update", target),
      changeStatus,
      manageRoles: canUser(actor, "manageRoles", target),
      resendConfirmation: canUser(actor, "resendConfirmation", target),
      delete: canUser(actor, "delete", target),
      impersonate: canUser(actor, "impersonate", target),
      resetTwoFactor: canUser(actor, "resetTwoFactor", target),
    },
    allowedStatuses: changeStatus ? USER_TRANSITIONS[target.status] : [],
    grantableRoles: canUser(actor, "manageRoles", target) ? grantableRoles(actor) : [],
  };
}

/** Listing users: tenant admins all, centre staff their centre; nobody else. */
export function userListScope(actor: Actor): { centerId?: number } | null {
  if (!actor.user) return null;
  if (isTenantAdmin(actor)) return {};
  if (isCenterStaff(actor, actor.user.centerId)) return { centerId: actor.user.centerId };
  return null;
}

import type { AppConfig } from "../../config/app-config";
import type { UserRow } from "./users.service";

/** DESIGN.md section 6: inactive and archived users cannot sign in unless allowInactiveUsers; invited ones have no password yet. */
export function canSignIn(user: Pick<UserRow, "status">, config: AppConfig): boolean {
  if (user.status === "active") return true;
  if (user.status === "inactive" || user.status === "archived") return config.allowInactiveUsers;
  return false;
}

/** Self-registered accounts confirm their e-mail address first. */
export function needsConfirmation(user: Pick<UserRow, "confirmedAt" | "signupMethod">): boolean {
  return user.confirmedAt === null && user.signupMethod === "signed_up";
}

export const SALUTATION_KEYS = {
  male: "identity:salutation.male",
  female: "identity:salutation.female",
  other: "identity:salutation.other",
} as const;

import { z } from "zod";

export const ROLES = [
  "admin",
  "center_superuser",
  "content_manager",
  "page_manager",
  "organization_superuser",
  "mentor",
  "student",
  "volunteer",
] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["invited", "active", "inactive", "archived"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SIGNUP_METHODS = ["signed_up", "created_by_user", "imported", "unknown"] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

/** The auth headers of the devise_token_auth protocol (DESIGN.md section 4). */
export const AUTH_HEADERS = ["access-token", "client", "uid", "expiry", "token-type"] as const;

export const signInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The signed-in user as the client sees it (camelCase, after deserialising). */
export interface CurrentUser {
  id: string;
  type: "users";
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  salutation: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  gender: Gender | null;
  status: UserStatus;
  signupMethod: SignupMethod;
  digestDays: number[];
  /** The mail choices he turned off (contract/current-user.ts). */
  mutedMails: string[];
  /** A new address waiting for confirmation through the link mailed there; the e-mail changes only then. */
  unconfirmedEmail: string | null;
  locale: "nl" | "en";
  roles?: { id: string; type: "roles"; name: Role; organizationId: number | null }[];
  /** Set while a tenant admin is signed in as this user. */
  /** Someone acting as this user: a tenant admin, or (operator: true) the platform's operator. */
  impersonatedBy?: { id: string; fullName: string; operator?: boolean };
  /** Staff whose tenant requires two-step sign-in and who have not set it up: the app sends them there first. */
  twoFactorSetupRequired?: boolean;
}

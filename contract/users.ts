import { z } from "zod";
import { optionalPhone } from "./fields";
import { type CurrentUser, GENDERS, ROLES, type Role, USER_STATUSES, type UserStatus } from "./identity";
import { resourceId } from "./ids";
import type { ListMeta } from "./jsonapi";
import type { Translate } from "./validation";

/** DESIGN.md section 6: invited -> active (sets password); active <-> inactive; active | inactive -> archived; archived -> active. */
export const USER_TRANSITIONS: Record<UserStatus, UserStatus[]> = {
  invited: [],
  active: ["inactive", "archived"],
  inactive: ["active", "archived"],
  archived: ["active"],
};

export const canTransitionUser = (from: UserStatus, to: UserStatus) => from === to || USER_TRANSITIONS[from].includes(to);

/** Roles that apply to one organization (DESIGN.md section 6): granting one names the organization. */
export const ORGANIZATION_ROLES: readonly Role[] = ["organization_superuser", "student"];
export const isOrganizationRole = (role: Role) => ORGANIZATION_ROLES.includes(role);

/**
 * The one cross-field rule of a role grant, asked by the API and by the forms alike:
 * an organization-scoped role needs an organization, any other role must not name one.
 */
export function roleOrganizationProblem(role: Role, organizationId: number | null | undefined): "required" | "notAllowed" | null {
  if (isOrganizationRole(role)) return organizationId ? null : "required";
  return organizationId ? "notAllowed" : null;
}

/** POST /api/v1/users by staff: an invitation; the person sets a password through the e-mailed link. */
export const userInviteSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone_number: optionalPhone.optional(),
  role: z.enum(ROLES).optional(),
  organization_id: resourceId.optional(),
  locale: z.enum(["nl", "en"]).optional(),
});

export const userUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    phone_number: optionalPhone,
    job_title: z.string().trim().max(100).nullable(),
    gender: z.enum(GENDERS).nullable(),
    status: z.enum(USER_STATUSES),
    locale: z.enum(["nl", "en"]),
  })
  .partial()
  .strict();

export const roleChangeSchema = z.object({
  role: z.enum(ROLES),
  organization_id: resourceId.nullable().optional(),
});

// The forms send what HTML controls hold: "" for an unchosen select. These schemas read that and give the API's input.
const optionalOrganization = z
  .union([z.literal(""), resourceId])
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** The organization rule as a form error on the organization field, in the reader's language. */
function withOrganizationRule<S extends z.ZodObject<{ role: z.ZodType<Role>; organization_id: typeof optionalOrganization }>>(
  schema: S,
  t: Translate,
) {
  return schema.superRefine((value, ctx) => {
    const { role, organization_id } = value as { role: Role; organization_id?: number };
    const problem = roleOrganizationProblem(role, organization_id);
    if (problem)
      ctx.addIssue({
        code: "custom",
        path: ["organization_id"],
        message: t(`identity:userAdmin.errors.organization_${problem}`),
      });
  });
}

/** /users/add: an invitation always names a role (and its organization when the role needs one). */
export function userInviteFormSchema(t: Translate) {
  return withOrganizationRule(
    userInviteSchema.extend({
      phone_number: optionalPhone,
      role: z.enum(ROLES),
      organization_id: optionalOrganization,
      locale: z.enum(["nl", "en"]),
    }),
    t,
  );
}

/** /users/{id}/add_role. */
export function roleGrantFormSchema(t: Translate) {
  return withOrganizationRule(z.object({ role: z.enum(ROLES), organization_id: optionalOrganization }), t);
}

/** /users/{id}/edit: status is only in the form when the user may move to another one. */
export const userEditFormSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone_number: optionalPhone,
  job_title: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null),
  gender: z.union([z.literal(""), z.enum(GENDERS)]).transform((v) => v || null),
  locale: z.enum(["nl", "en"]),
  status: z.enum(USER_STATUSES).optional(),
});

/** A user as staff see him (GET /api/v1/users/{id}): the centre he belongs to and whether his address is confirmed. */
export interface AdminUser extends CurrentUser {
  centerId: number;
  confirmed: boolean;
  createdAt: string;
  /** With include=organizations: those the caller may read; the full ones are at their own link. */
  organizations?: {
    id: string;
    type: "organizations";
    name: string;
    organizationType: string;
    status: string;
    centerId: number;
  }[];
}

/** meta of GET /api/v1/users/{id}: what the signed-in user may do with this user, from the API's own policy. */
export interface UserPermissionsMeta {
  permissions: {
    update: boolean;
    changeStatus: boolean;
    manageRoles: boolean;
    resendConfirmation: boolean;
    delete: boolean;
    impersonate: boolean;
  };
  /** The statuses this user may be moved to now (the state machine, and only if changeStatus is allowed). */
  allowedStatuses: UserStatus[];
  grantableRoles: Role[];
}

/** meta of GET /api/v1/users: whether the signed-in user may invite, and which roles he may hand out. */
export interface UserListMeta extends ListMeta {
  canInvite: boolean;
  grantableRoles: Role[];
}

/** An organization a role can be tied to, as the role pickers list them. */
export interface OrganizationOption {
  id: string;
  name: string;
  /** Denied and archived ones still name existing roles but are not offered for new ones. */
  selectable: boolean;
}

/** POST /api/v1/sign_in_as_user: the user a tenant admin signs in as. */
export const impersonationSchema = z.object({ user_id: resourceId });

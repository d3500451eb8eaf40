import { z } from "zod";
import { optionalPhone } from "./fields";
import { GENDERS, ROLES, USER_STATUSES, type UserStatus } from "./identity";

/** DESIGN.md section 6: invited -> active (sets password); active <-> inactive; active | inactive -> archived; archived -> active. */
export const USER_TRANSITIONS: Record<UserStatus, UserStatus[]> = {
  invited: [],
  active: ["inactive", "archived"],
  inactive: ["active", "archived"],
  archived: ["active"],
};

export const canTransitionUser = (from: UserStatus, to: UserStatus) => from === to || USER_TRANSITIONS[from].includes(to);

/** POST /api/v1/users by staff: an invitation; the person sets a password through the e-mailed link. */
export const userInviteSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  role: z.enum(ROLES).optional(),
  organization_id: z.coerce.number().int().positive().optional(),
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
  })
  .partial()
  .strict();

export const roleChangeSchema = z.object({
  role: z.enum(ROLES),
  organization_id: z.coerce.number().int().positive().nullable().optional(),
});

import { z } from "zod";
import { GENDERS, ROLES, SIGNUP_METHODS, USER_STATUSES } from "./identity";
import { wireDate, wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A user as the API sends him (sign-in, current user, the user administration). */
export const userResourceSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  salutation: z.string(),
  phoneNumber: wireText,
  jobTitle: wireText,
  gender: z.enum(GENDERS).nullable(),
  status: z.enum(USER_STATUSES),
  signupMethod: z.enum(SIGNUP_METHODS),
  digestDays: z.array(z.number().int()),
  mutedMails: z.array(z.string()),
  locale: z.string().describe("The language of his mails and pages."),
  unconfirmedEmail: wireText,
  centerId: wireId,
  confirmed: z.boolean(),
  role: z.enum(ROLES).nullable().describe("His first role."),
  createdAt: wireDate,
});

/** One of a user's roles, for his centre or one organization. */
export const roleResourceSchema = z.object({ name: z.enum(ROLES), organizationId: wireId.nullable() });

/** A user's organization in short; the full one is at its self link. */
export const userOrganizationResourceSchema = z.object({
  name: z.string(),
  organizationType: z.string(),
  status: z.string(),
  centerId: wireId,
});

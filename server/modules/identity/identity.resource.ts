import type { z } from "zod";
import { recoveryCodesMeta, twoFactorResourceSchema, twoFactorSetupResourceSchema } from "../../../contract/account-resource";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../contract/two-factor";
import { roleResourceSchema, userResourceSchema } from "../../../contract/users-resource";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type RoleRow, salutationOf, type UserWithRoles } from "./users.service";

export const roleResource: ResourceDefinition<RoleRow, z.output<typeof roleResourceSchema>> = {
  type: "roles",
  schema: roleResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ name: row.role, organizationId: row.organizationId }),
};

/** The user as sent; the user administration (users/users.resource.ts) adds his organizations. */
export function userResource(t: TFunction): ResourceDefinition<UserWithRoles, z.output<typeof userResourceSchema>> {
  return {
    type: "users",
    schema: userResourceSchema,
    id: (row) => row.id,
    attributes: (row) => ({
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      salutation: salutationOf(row, t),
      phoneNumber: row.phoneNumber,
      jobTitle: row.jobTitle,
      gender: row.gender,
      status: row.status,
      signupMethod: row.signupMethod,
      digestDays: row.digestDays,
      mutedMails: row.mutedMails,
      locale: row.locale,
      unconfirmedEmail: row.unconfirmedEmail,
      centerId: row.centerId,
      confirmed: row.confirmedAt !== null,
      role: row.roles[0]?.role ?? null,
      createdAt: row.createdAt.toISOString(),
    }),
    relationships: {
      roles: { definition: () => roleResource, get: (row) => row.roles },
    },
    selfLink: (row) => `/api/v1/users/${row.id}`,
  };
}

export const CURRENT_USER_QUERY = { includes: ["roles"] };

/** A person's two-step sign-in (a user's at /api/v1/two_factor, an operator's at /api/v1/platform/two_factor). */
export const twoFactorStatusResource: ResourceDefinition<
  TwoFactorStatus & { ownerId: number },
  z.output<typeof twoFactorResourceSchema>
> = {
  type: "two_factors",
  schema: twoFactorResourceSchema,
  id: (row) => row.ownerId,
  attributes: ({ ownerId: _id, ...status }) => status,
};

/** A new secret to scan, answered once. */
export const twoFactorSetupResource = (
  ownerId: number,
): ResourceDefinition<TwoFactorSetup, z.output<typeof twoFactorSetupResourceSchema>> => ({
  type: "two_factor_setups",
  schema: twoFactorSetupResourceSchema,
  id: () => ownerId,
  attributes: (setup) => ({ ...setup }),
});

/** The status with the new recovery codes in `meta`, this once (the API's description of confirming and replacing). */
export const TWO_FACTOR_WITH_RECOVERY_CODES = {
  resource: twoFactorStatusResource,
  meta: recoveryCodesMeta,
  status: 200,
} as const;

import type { TFunction } from "i18next";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { UserOrganisation } from "../organisations/user-organisations.service";
import type { RoleRow, UserWithRoles } from "./users.service";

/** A user as sent: his organisations only when they were asked for (include=organizations) and loaded. */
export type UserResourceRow = UserWithRoles & { organizations?: UserOrganisation[] };

export const roleResource: ResourceDefinition<RoleRow> = {
  type: "roles",
  id: (row) => row.id,
  attributes: (row) => ({ name: row.role, organizationId: row.organizationId }),
};

/** A user's organisation, as far as the users' documents tell it; the full one is at its self link. */
export const userOrganizationResource: ResourceDefinition<UserOrganisation> = {
  type: "organizations",
  id: (row) => row.id,
  attributes: (row) => ({ name: row.name, organizationType: row.type, status: row.status, centerId: row.centerId }),
  selfLink: (row) => `/api/v1/organizations/${row.id}`,
};

/** Spec section 3: the salutation follows from the gender, in the reader's language. */
export function salutationOf(user: Pick<UserWithRoles, "gender" | "firstName" | "lastName">, t: TFunction): string {
  return t(`identity:salutation.${user.gender ?? "other"}`, { firstName: user.firstName, lastName: user.lastName });
}

export function userResource(t: TFunction): ResourceDefinition<UserResourceRow> {
  return {
    type: "users",
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
      locale: row.locale,
      unconfirmedEmail: row.unconfirmedEmail,
      centerId: row.centerId,
      confirmed: row.confirmedAt !== null,
      role: row.roles[0]?.role ?? null,
      createdAt: row.createdAt.toISOString(),
    }),
    relationships: {
      roles: { definition: () => roleResource, get: (row) => row.roles },
      organizations: { definition: () => userOrganizationResource, get: (row) => row.organizations },
    },
    selfLink: (row) => `/api/v1/users/${row.id}`,
  };
}

export const CURRENT_USER_QUERY = { includes: ["roles"] };

import type { z } from "zod";
import { userOrganizationResourceSchema } from "../../../contract/users-resource";
import type { TFunction } from "../../../locales/translate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { userResource } from "../identity/identity.resource";
import type { UserWithRoles } from "../identity/users.service";
import type { UserOrganization } from "../organizations/user-organizations.service";

/** A user as sent: his organizations only when they were asked for (include=organizations) and loaded. */
export type UserResourceRow = UserWithRoles & { organizations?: UserOrganization[] };

/** A user's organization, as far as the users' documents tell it; the full one is at its self link. */
export const userOrganizationResource: ResourceDefinition<UserOrganization, z.output<typeof userOrganizationResourceSchema>> = {
  type: "organizations",
  schema: userOrganizationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ name: row.name, organizationType: row.type, status: row.status, centerId: row.centerId }),
  selfLink: (row) => `/api/v1/organizations/${row.id}`,
};

/** The user as the user administration sends him: identity's user document with his organizations. */
export function administeredUserResource(t: TFunction): ResourceDefinition<UserResourceRow> {
  const user: ResourceDefinition<UserResourceRow> = userResource(t);
  return {
    ...user,
    relationships: {
      ...user.relationships,
      organizations: { definition: () => userOrganizationResource, get: (row) => row.organizations },
    },
  };
}

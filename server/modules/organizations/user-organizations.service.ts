import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { Actor } from "../../policy/actor";
import { canOrganisation } from "./organizations.policy";
import { organizationMemberships, organizations } from "./organizations.table";

export interface UserOrganisation {
  id: number;
  name: string;
  type: string;
  status: string;
  centerId: number;
}

/**
 * The organisations these users belong to that the actor may read (as GET /organizations/{id} decides), per user
 * in the order they joined. For `include=organizations` on the users.
 */
export async function visibleOrganisationsOfUsers(
  db: Database,
  tenant: TenantId,
  actor: Actor,
  config: AppConfig,
  userIds: number[],
): Promise<Map<number, UserOrganisation[]>> {
  const byUser = new Map<number, UserOrganisation[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        userId: organizationMemberships.userId,
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        status: organizations.status,
        centerId: organizations.centerId,
      })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(and(eq(organizationMemberships.tenantId, tenant), inArray(organizationMemberships.userId, userIds)))
      .orderBy(asc(organizationMemberships.id)),
  );
  for (const { userId, ...organisation } of rows) {
    if (canOrganisation(actor, "read", organisation, config)) byUser.get(userId)?.push(organisation);
  }
  return byUser;
}

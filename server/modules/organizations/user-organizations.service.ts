import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppConfig } from "../../config/app-config";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { Actor } from "../../policy/actor";
import { canOrganization } from "./organizations.policy";
import { organizationMemberships, organizations } from "./organizations.table";

export interface UserOrganization {
  id: number;
  name: string;
  type: string;
  status: string;
  centerId: number;
}

/**
 * The organizations these users belong to that the actor may read (as GET /organizations/{id} decides), per user
 * in the order they joined. For `include=organizations` on the users.
 */
export async function visibleOrganizationsOfUsers(
  db: Database,
  tenant: TenantId,
  actor: Actor,
  config: AppConfig,
  userIds: number[],
): Promise<Map<number, UserOrganization[]>> {
  const byUser = new Map<number, UserOrganization[]>(userIds.map((id) => [id, []]));
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
  for (const { userId, ...organization } of rows) {
    if (canOrganization(actor, "read", organization, config)) byUser.get(userId)?.push(organization);
  }
  return byUser;
}

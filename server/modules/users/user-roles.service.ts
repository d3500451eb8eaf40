import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { addRole } from "../identity/user-admin.service";
import { addMembership } from "../organizations/organization-memberships.service";

/** Grants a role and, for an organization role, the membership it implies, in one transaction. */
export async function grantRole(
  db: Database,
  tenant: TenantId,
  actorId: number,
  userId: number,
  role: Role,
  organizationId: number | null,
) {
  await withTenant(db, tenant, async (tx) => {
    await addRole(db, tenant, actorId, userId, role, organizationId, tx);
    if (organizationId) await addMembership(tx, tenant, organizationId, userId);
  });
}

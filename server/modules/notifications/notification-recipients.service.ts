import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import type { Executor } from "../../db/client";
import { userRoles, users } from "../identity/identity.table";

/**
 * The users who hold one of these centre roles for this centre, and the tenant's admins: who hears of what the centre
 * must act on (an organization awaiting approval, a form's answers). Archived users hear nothing.
 */
export async function centerStaffIds(tx: Executor, tenant: TenantId, centerId: number, roles: Role[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.tenantId, tenant),
        ne(users.status, "archived"),
        isNull(userRoles.organizationId),
        or(eq(userRoles.role, "admin"), and(inArray(userRoles.role, roles), eq(users.centerId, centerId))),
      ),
    );
  return rows.map((r) => r.id);
}

import { eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { organizationMemberships } from "./organizations.table";

/** Makes the user a member, inside the caller's transaction (an organization role implies membership). */
export async function addMembership(tx: Transaction, tenant: TenantId, organizationId: number, userId: number) {
  await tx.insert(organizationMemberships).values({ tenantId: tenant, organizationId, userId }).onConflictDoNothing();
}

/** An erased account belongs to no organization any more; identity runs this in its erasure's transaction. */
export async function removeMemberships(tx: Transaction, _tenant: TenantId, userId: number) {
  await tx.delete(organizationMemberships).where(eq(organizationMemberships.userId, userId));
}

import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Role, UserStatus } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { userRoles, users } from "../identity/identity.table";
import { rolesOf } from "../identity/users.service";
import { organizationMemberships } from "../organizations/organizations.table";

export interface UserFilter {
  search?: string;
  status?: UserStatus;
  withRole?: Role;
  organizationId?: number;
  centerId?: number;
}

/** The back office's list of users: by centre, status, search, role, and an organization's members or role holders. */
export async function listUsers(db: Database, tenant: TenantId, filter: UserFilter, page: { number: number; size: number }) {
  const where: SQL[] = [eq(users.tenantId, tenant)];
  if (filter.centerId) where.push(eq(users.centerId, filter.centerId));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.search) {
    const term = containing(filter.search);
    where.push(or(ilike(users.email, term), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term)) as SQL);
  }
  const result = await withTenant(db, tenant, async (tx) => {
    if (filter.withRole) {
      const roleCondition = [eq(userRoles.userId, users.id), eq(userRoles.role, filter.withRole)];
      if (filter.organizationId) roleCondition.push(eq(userRoles.organizationId, filter.organizationId));
      where.push(
        exists(
          tx
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(...roleCondition)),
        ),
      );
    }
    if (filter.organizationId && !filter.withRole) {
      where.push(
        exists(
          tx
            .select({ one: sql`1` })
            .from(organizationMemberships)
            .where(
              and(
                eq(organizationMemberships.userId, users.id),
                eq(organizationMemberships.organizationId, filter.organizationId),
              ),
            ),
        ),
      );
    }
    const [{ total }] = await tx
      .select({ total: count() })
      .from(users)
      .where(and(...where));
    const rows = await tx
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows, total };
  });
  // After the transaction: PGlite has one connection, so a second transaction inside the first would wait forever.
  const roles = await rolesOf(
    db,
    tenant,
    result.rows.map((r) => r.id),
  );
  return { rows: result.rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] })), total: result.total };
}

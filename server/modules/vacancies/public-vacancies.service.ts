import { type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "./vacancies.table";

/** What is public at all (the bank's search and the activity calendar start here): published, not expired, of an approved organization, of this tenant (and these centres). */
export function publicScope(tenant: TenantId, centerIds: number[] | null, now: Date): SQL[] {
  const scope = [
    sql`${vacancies.tenantId} = ${tenant}`,
    sql`${vacancies.status} = 'published'`,
    sql`(${vacancies.expiresAt} is null or ${vacancies.expiresAt} > ${now.toISOString()}::timestamptz)`,
    sql`${organizations.status} = 'approved'`,
  ];
  if (centerIds)
    scope.push(
      sql`${vacancies.centerId} in (${sql.join(
        centerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return scope;
}

/** The conditions AND-ed; none is true. */
export const all = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

import { Placeholder, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "./vacancies.table";

/** What is public at all (the bank's search and the activity calendar start here): published, not expired, of an approved organization, of this tenant (and these centres). */
export function publicScope(
  tenant: TenantId | Placeholder,
  centerIds: number[] | null | Placeholder,
  now: Date | Placeholder,
): SQL[] {
  const scope = [
    sql`${vacancies.tenantId} = ${tenant}`,
    sql`${vacancies.status} = 'published'`,
    sql`(${vacancies.expiresAt} is null or ${vacancies.expiresAt} > ${now instanceof Date ? now.toISOString() : now}::timestamptz)`,
    sql`${organizations.status} = 'approved'`,
  ];
  // A prepared statement's centres: null for all of them.
  if (centerIds instanceof Placeholder)
    scope.push(sql`(${centerIds}::int[] is null or ${vacancies.centerId} = any(${centerIds}::int[]))`);
  else if (centerIds)
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

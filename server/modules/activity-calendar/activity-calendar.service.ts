import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ActivityFrequency } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies, vacancyDates } from "../vacancies/vacancies.table";

/** The public activity calendar: the dates of the activities the vacancy bank shows. */

const COLUMNS = {
  id: vacancyDates.id,
  vacancyId: vacancies.id,
  title: vacancies.title,
  titleEn: vacancies.titleEn,
  city: vacancies.city,
  remote: vacancies.remote,
  organizationName: organizations.name,
  frequency: vacancies.frequency,
  startsAt: vacancyDates.startsAt,
  endsAt: vacancyDates.endsAt,
  updatedAt: vacancies.updatedAt,
};

export interface ActivityDateRow {
  id: number;
  vacancyId: number;
  title: string;
  titleEn: string | null;
  city: string | null;
  remote: boolean;
  organizationName: string;
  frequency: ActivityFrequency | null;
  startsAt: Date;
  endsAt: Date | null;
  updatedAt: Date;
}

/** No calendar view needs more; a feed that would is cut off at the latest dates. */
export const ACTIVITY_DATES_LIMIT = 2000;

export interface ActivityDatesQuery {
  /** The centres whose activities show; null for every centre of the tenant (centre sharing). */
  centerIds: number[] | null;
  /** First day (YYYY-MM-DD, Dutch time), inclusive; or an instant: dates that end at or after it. */
  from: string | Date;
  /** Last day (YYYY-MM-DD, Dutch time), inclusive; none for every later date. */
  to?: string;
  /** Only these vacancies (a volunteer's own feed). */
  vacancyIds?: number[];
  /** Only this organization's activities (its feed). */
  organizationId?: number;
  now?: Date;
}

const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'Europe/Amsterdam'`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`;

/** A date counts when it overlaps the range, so a multi-day activity shows on every day it runs. */
export async function listActivityDates(db: Database, tenant: TenantId, query: ActivityDatesQuery): Promise<ActivityDateRow[]> {
  const from = typeof query.from === "string" ? dayStart(query.from) : sql`${query.from.toISOString()}::timestamptz`;
  const where: SQL[] = [
    ...publicScope(tenant, query.centerIds, query.now ?? new Date()),
    sql`${vacancies.vacancyType} = 'activity'`,
    sql`${vacancyDates.tenantId} = ${tenant}`,
    sql`coalesce(${vacancyDates.endsAt}, ${vacancyDates.startsAt}) >= ${from}`,
  ];
  if (query.to) where.push(sql`${vacancyDates.startsAt} < ${dayAfter(query.to)}`);
  if (query.vacancyIds) where.push(inArray(vacancies.id, query.vacancyIds.length ? query.vacancyIds : [0]));
  if (query.organizationId !== undefined) where.push(eq(vacancies.organizationId, query.organizationId));
  return withTenant(db, tenant, (tx) =>
    tx
      .select(COLUMNS)
      .from(vacancyDates)
      .innerJoin(vacancies, eq(vacancies.id, vacancyDates.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(all(where))
      .orderBy(asc(vacancyDates.startsAt), asc(vacancyDates.id))
      .limit(ACTIVITY_DATES_LIMIT),
  );
}

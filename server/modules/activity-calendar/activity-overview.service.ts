import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { ActivityOverviewQuery, OverviewStatus } from "../../../contract/activity-calendar";
import { EXPIRING_WITHIN_DAYS } from "../../../contract/dashboard";
import type { ActivityFrequency } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { applications } from "../applications/applications.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies, vacancyDates } from "../vacancies/vacancies.table";

/** The staff overview of activity dates: every status but deleted, in the back office's scope (vacancyListScope). */

/** The contract's overview query (days from and to, inclusive; status, organization, words) in a scope. */
export interface ActivityOverviewFilter extends Omit<ActivityOverviewQuery, "csv"> {
  /** From vacancyListScope: nothing for the tenant admin, a centre, or some organizations. */
  scope: { centerId?: number; organizationIds?: number[] };
  now?: Date;
}

export interface ActivityOverviewRow {
  id: number;
  vacancyId: number;
  title: string;
  status: OverviewStatus;
  city: string | null;
  remote: boolean;
  organizationId: number;
  organizationName: string;
  frequency: ActivityFrequency | null;
  startsAt: Date;
  endsAt: Date | null;
  expiresAt: Date | null;
  expiring: boolean;
  openApplications: number;
  acceptedApplications: number;
}

/** A period is at most 93 days, so this is only reached by a very busy tenant; the answer says it was cut off. */
export const OVERVIEW_LIMIT = 2000;

const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'Europe/Amsterdam'`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`;
const applicationCount = (status: "submitted" | "accepted") =>
  sql<number>`(select count(*) from ${applications} where ${applications.vacancyId} = ${vacancies.id} and ${applications.status} = ${status})`.mapWith(
    Number,
  );

/** Dates that overlap the period, in order of start; `truncated` when there were more than OVERVIEW_LIMIT. */
export async function listActivityOverview(
  db: Database,
  tenant: TenantId,
  filter: ActivityOverviewFilter,
): Promise<{ rows: ActivityOverviewRow[]; truncated: boolean }> {
  const where: (SQL | undefined)[] = [
    eq(vacancies.tenantId, tenant),
    eq(vacancyDates.tenantId, tenant),
    ne(vacancies.status, "deleted"),
    eq(vacancies.vacancyType, "activity"),
    sql`coalesce(${vacancyDates.endsAt}, ${vacancyDates.startsAt}) >= ${dayStart(filter.from)}`,
    sql`${vacancyDates.startsAt} < ${dayAfter(filter.to)}`,
  ];
  const { scope } = filter;
  if (scope.centerId !== undefined) where.push(eq(vacancies.centerId, scope.centerId));
  if (scope.organizationIds)
    where.push(inArray(vacancies.organizationId, scope.organizationIds.length ? scope.organizationIds : [0]));
  if (filter.status) where.push(eq(vacancies.status, filter.status));
  if (filter.organizationId !== undefined) where.push(eq(vacancies.organizationId, filter.organizationId));
  if (filter.q) {
    const pattern = containing(filter.q);
    where.push(or(ilike(vacancies.title, pattern), ilike(organizations.name, pattern)));
  }
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: vacancyDates.id,
        vacancyId: vacancies.id,
        title: vacancies.title,
        status: vacancies.status,
        city: vacancies.city,
        remote: vacancies.remote,
        organizationId: organizations.id,
        organizationName: organizations.name,
        frequency: vacancies.frequency,
        startsAt: vacancyDates.startsAt,
        endsAt: vacancyDates.endsAt,
        expiresAt: vacancies.expiresAt,
        openApplications: applicationCount("submitted"),
        acceptedApplications: applicationCount("accepted"),
      })
      .from(vacancyDates)
      .innerJoin(vacancies, eq(vacancies.id, vacancyDates.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(and(...where))
      .orderBy(asc(vacancyDates.startsAt), asc(vacancies.title), asc(vacancyDates.id))
      .limit(OVERVIEW_LIMIT + 1),
  );
  const now = filter.now ?? new Date();
  const soon = now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000;
  return {
    truncated: rows.length > OVERVIEW_LIMIT,
    rows: rows.slice(0, OVERVIEW_LIMIT).map((row) => ({
      ...row,
      status: row.status as OverviewStatus,
      // As the dashboard counts it: published, and its end date within the next two weeks.
      expiring: row.status === "published" && row.expiresAt !== null && row.expiresAt > now && row.expiresAt.getTime() <= soon,
    })),
  };
}

import { and, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { AnalyticsResponseTimes } from "../../../contract/analytics";
import { RESPONSE_REMINDER_DAYS } from "../../../contract/volunteer-centers";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, readNamingTenant, withTenant } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenterProfiles } from "../tenancy/tenancy.table";
import { vacancies } from "../vacancies/vacancies.table";
import { applications } from "./applications.table";

/** The vacancy page's "usually responds within" needs this many answered applications in the window (decision 31). */
export const USUAL_RESPONSE_MIN_ANSWERED = 5;
export const USUAL_RESPONSE_WINDOW_DAYS = 365;
/** An application older than its centre's days plus this is not reminded of any more (old ones at the upgrade). */
export const REMINDER_WINDOW_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;
const reminderDays = sql<number>`coalesce(${volunteerCenterProfiles.responseReminderDays}, ${RESPONSE_REMINDER_DAYS.default})`;
const hoursToResponse = sql`extract(epoch from ${applications.firstRespondedAt} - ${applications.createdAt}) / 3600`;

const usual = {
  tenant: sql.placeholder("tenant"),
  organizationId: sql.placeholder("organizationId"),
  now: sql.placeholder("now"),
  since: sql.placeholder("since"),
};
const usualResponse = preparedOnce((db) =>
  db
    .select({
      answered: sql<number>`count(${applications.firstRespondedAt})::int`,
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by
        extract(epoch from coalesce(${applications.firstRespondedAt}, ${usual.now}::timestamptz) - ${applications.createdAt}) / 3600)`,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(
      and(
        eq(applications.tenantId, usual.tenant),
        eq(vacancies.organizationId, usual.organizationId),
        sql`${applications.createdAt} >= ${usual.since}::timestamptz`,
        sql`not (${applications.status} = 'withdrawn' and ${applications.firstRespondedAt} is null)`,
      ),
    )
    .prepare("usual_response_days"),
);

/**
 * How many days the organization usually takes to respond: the median over its applications of the past year, an
 * unanswered one counting with its age so far (withdrawn before any response: left out); null below the threshold.
 * A prepared read naming the tenant, as the vacancy page asks it for every vacancy.
 */
export async function usualResponseDays(db: Database, tenant: TenantId, organizationId: number, now = new Date()) {
  const [row] = await readNamingTenant(db, (read) =>
    usualResponse(read).execute({
      tenant,
      organizationId,
      now: now.toISOString(),
      since: new Date(now.getTime() - USUAL_RESPONSE_WINDOW_DAYS * DAY_MS).toISOString(),
    }),
  );
  if (!row || row.answered < USUAL_RESPONSE_MIN_ANSWERED || row.medianHours === null) return null;
  // "Within 1 day" at the least: a response within the hour reads as within a day.
  return Math.max(1, Math.ceil(Number(row.medianHours) / 24));
}

/** Per organization: the response times of the applications made in a period (UTC days, both included). */
export async function responseTimesByOrganization(
  db: Database,
  tenant: TenantId,
  scope: { centerId: number | null; organizationIds: number[] | null },
  from: string,
  to: string,
  now = new Date(),
): Promise<AnalyticsResponseTimes[]> {
  const within = sql`${applications.firstRespondedAt} <= ${applications.createdAt} + ${reminderDays} * interval '1 day'`;
  const waitingLong = sql`${applications.firstRespondedAt} is null and ${applications.status} = 'submitted'
    and ${applications.createdAt} <= ${now}::timestamptz - ${reminderDays} * interval '1 day'`;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        organizationId: vacancies.organizationId,
        organizationName: organizations.name,
        reminderDays: volunteerCenterProfiles.responseReminderDays,
        applications: sql<number>`count(*)::int`,
        responded: sql<number>`count(${applications.firstRespondedAt})::int`,
        medianHours: sql<number | null>`percentile_cont(0.5) within group (order by ${hoursToResponse})`,
        within: sql<number>`count(*) filter (where ${within})::int`,
        judged: sql<number>`count(*) filter (where ${applications.firstRespondedAt} is not null or (${waitingLong}))::int`,
        openWithoutResponse: sql<number>`count(*) filter (where ${applications.status} = 'submitted'
          and ${applications.firstRespondedAt} is null)::int`,
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.centerId, vacancies.centerId))
      .where(
        and(
          eq(applications.tenantId, tenant),
          gte(applications.createdAt, new Date(`${from}T00:00:00Z`)),
          lt(applications.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)),
          scope.centerId !== null ? eq(vacancies.centerId, scope.centerId) : undefined,
          scope.organizationIds !== null ? inArray(vacancies.organizationId, scope.organizationIds) : undefined,
        ),
      )
      .groupBy(vacancies.organizationId, organizations.name, volunteerCenterProfiles.responseReminderDays),
  );
  return rows
    .map((row) => ({
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      reminderDays: row.reminderDays ?? RESPONSE_REMINDER_DAYS.default,
      applications: row.applications,
      responded: row.responded,
      medianHours: row.medianHours === null ? null : Math.round(Number(row.medianHours)),
      withinReminderDays: row.judged === 0 ? null : Math.round((row.within / row.judged) * 1000) / 1000,
      openWithoutResponse: row.openWithoutResponse,
    }))
    .sort(
      (a, b) =>
        (a.medianHours ?? Number.POSITIVE_INFINITY) - (b.medianHours ?? Number.POSITIVE_INFINITY) ||
        a.organizationName.localeCompare(b.organizationName),
    );
}

export interface DueReminder {
  id: number;
  centerId: number;
  reminderDays: number;
}

/** One page of the applications past their centre's days without a response and not yet reminded of. */
export function dueReminders(db: Database, tenant: TenantId, now: Date, afterId: number, limit: number): Promise<DueReminder[]> {
  return withTenant(db, tenant, (tx) =>
    tx
      .select({ id: applications.id, centerId: vacancies.centerId, reminderDays })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.centerId, vacancies.centerId))
      .where(
        and(
          eq(applications.tenantId, tenant),
          eq(applications.status, "submitted"),
          isNull(applications.firstRespondedAt),
          isNull(applications.responseReminderSentAt),
          sql`${applications.id} > ${afterId}`,
          lte(applications.createdAt, sql`${now}::timestamptz - ${reminderDays} * interval '1 day'`),
          gte(applications.createdAt, sql`${now}::timestamptz - (${reminderDays} + ${REMINDER_WINDOW_DAYS}) * interval '1 day'`),
        ),
      )
      .orderBy(applications.id)
      .limit(limit),
  );
}

/** Marks the application reminded of; false when another process did first or it was answered meanwhile. */
export async function claimReminder(tx: Executor, tenant: TenantId, id: number, now: Date) {
  const claimed = await tx
    .update(applications)
    .set({ responseReminderSentAt: now })
    .where(
      and(
        eq(applications.tenantId, tenant),
        eq(applications.id, id),
        eq(applications.status, "submitted"),
        isNull(applications.firstRespondedAt),
        isNull(applications.responseReminderSentAt),
      ),
    )
    .returning({ id: applications.id });
  return claimed.length === 1;
}

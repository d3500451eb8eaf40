import { and, count, eq, gte, ne } from "drizzle-orm";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../contract/applications";
import {
  type Dashboard,
  EXPIRING_WITHIN_DAYS,
  NEW_APPLICATION_DAYS,
  type OrganizationDashboard,
  type StaffDashboard,
  type VolunteerDashboard,
} from "../../../contract/dashboard";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { applications } from "../applications/applications.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import type { DashboardScope } from "./dashboard.policy";
import {
  countApplications,
  countVacancies,
  expiringCondition,
  expiringVacancies,
  latestApplications,
  suggestedVacancies,
  type VacancyScope,
  vacancyScope,
} from "./dashboard.query";

const DAY_MS = 24 * 3600 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The periods, in whole UTC days as the applications list's date filter reads them, so a card's figure and the
 * list it links to agree: this month from the 1st, 'new' from six days before today.
 */
export function dashboardPeriods(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    newSince: new Date(today - (NEW_APPLICATION_DAYS - 1) * DAY_MS),
    expiringBefore: new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS),
  };
}

/** The expiring vacancies (a count and the first few) and the latest applications within a scope. */
async function scopeLists(tx: Transaction, tenant: TenantId, scope: VacancyScope, now: Date) {
  const inScope = vacancyScope(tenant, scope);
  const expiring = and(inScope, expiringCondition(now, dashboardPeriods(now).expiringBefore));
  const [expiringCount, expiringList, latest] = await Promise.all([
    countVacancies(tx, expiring),
    expiringVacancies(tx, expiring),
    latestApplications(tx, and(inScope, eq(applications.tenantId, tenant))),
  ]);
  return { expiringVacancies: expiringCount, expiring: expiringList, latestApplications: latest };
}

async function staffDashboard(
  tx: Transaction,
  tenant: TenantId,
  centerId: number | undefined,
  now: Date,
): Promise<StaffDashboard> {
  const { monthStart } = dashboardPeriods(now);
  const inScope = vacancyScope(tenant, { centerId });
  const [[pending], published, applied, lists] = await Promise.all([
    tx
      .select({ n: count() })
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, tenant),
          eq(organizations.status, "pending"),
          centerId !== undefined ? eq(organizations.centerId, centerId) : undefined,
        ),
      ),
    countVacancies(tx, and(inScope, ne(vacancies.status, "deleted"), gte(vacancies.publishedAt, monthStart))),
    countApplications(tx, and(inScope, eq(applications.tenantId, tenant), gte(applications.createdAt, monthStart))),
    scopeLists(tx, tenant, { centerId }, now),
  ]);
  return {
    kind: "staff",
    pendingOrganizations: pending.n,
    vacanciesPublishedThisMonth: published,
    applicationsThisMonth: applied,
    monthStart: isoDate(monthStart),
    ...lists,
  };
}

async function organizationDashboard(
  tx: Transaction,
  tenant: TenantId,
  organizationIds: number[],
  now: Date,
): Promise<OrganizationDashboard> {
  const { newSince } = dashboardPeriods(now);
  const inScope = vacancyScope(tenant, { organizationIds });
  const [open, fresh, lists] = await Promise.all([
    countVacancies(tx, and(inScope, eq(vacancies.status, "published"))),
    countApplications(
      tx,
      and(
        inScope,
        eq(applications.tenantId, tenant),
        eq(applications.status, "submitted"),
        gte(applications.createdAt, newSince),
      ),
    ),
    scopeLists(tx, tenant, { organizationIds }, now),
  ]);
  return { kind: "organization", openVacancies: open, newApplications: fresh, newSince: isoDate(newSince), ...lists };
}

async function volunteerDashboard(
  tx: Transaction,
  tenant: TenantId,
  user: { userId: number; email: string; centerId: number },
  now: Date,
): Promise<VolunteerDashboard> {
  const own = and(eq(applications.tenantId, tenant), eq(applications.userId, user.userId));
  const [counts, latest, suggestions] = await Promise.all([
    tx.select({ status: applications.status, n: count() }).from(applications).where(own).groupBy(applications.status),
    latestApplications(tx, own),
    suggestedVacancies(tx, tenant, user, now),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const { status, n } of counts) byStatus[status] = n;
  return { kind: "volunteer", applicationsByStatus: byStatus, latestApplications: latest, suggestions };
}

/** The caller's dashboard: only the figures of his scope (dashboard.policy.ts). */
export function loadDashboard(db: Database, tenant: TenantId, scope: DashboardScope, now = new Date()): Promise<Dashboard> {
  return withTenant<Dashboard>(db, tenant, (tx) => {
    if (scope.kind === "staff") return staffDashboard(tx, tenant, scope.centerId, now);
    if (scope.kind === "organization") return organizationDashboard(tx, tenant, scope.organizationIds, now);
    return volunteerDashboard(tx, tenant, scope, now);
  });
}

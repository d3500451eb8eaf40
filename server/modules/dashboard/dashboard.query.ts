import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { DASHBOARD_LIST_SIZE, type DashboardApplication, type DashboardVacancy } from "../../../contract/dashboard";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { applications } from "../applications/applications.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";

/** Vacancies (and so their applications) within a scope: one centre, some organizations, or the whole tenant. */
export interface VacancyScope {
  centerId?: number;
  organizationIds?: number[];
}

export function vacancyScope(tenant: TenantId, scope: VacancyScope): SQL {
  return and(
    eq(vacancies.tenantId, tenant),
    scope.centerId !== undefined ? eq(vacancies.centerId, scope.centerId) : undefined,
    scope.organizationIds
      ? inArray(vacancies.organizationId, scope.organizationIds.length ? scope.organizationIds : [0])
      : undefined,
  ) as SQL;
}

export async function countVacancies(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(vacancies).where(where);
  return n;
}

export async function countApplications(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(where);
  return n;
}

const VACANCY_ITEM = {
  id: vacancies.id,
  title: vacancies.title,
  organizationName: organizations.name,
  city: vacancies.city,
  expiresAt: vacancies.expiresAt,
  publishedAt: vacancies.publishedAt,
};

const toVacancyItem = (row: { id: number; expiresAt: Date | null; publishedAt: Date | null }) =>
  ({
    ...row,
    id: String(row.id),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }) as DashboardVacancy;

/** Published vacancies whose end date falls between now and `before`. */
export const expiringCondition = (now: Date, before: Date): SQL =>
  and(eq(vacancies.status, "published"), gt(vacancies.expiresAt, now), lte(vacancies.expiresAt, before)) as SQL;

/** The soonest to expire first. */
export async function expiringVacancies(tx: Transaction, where: SQL | undefined): Promise<DashboardVacancy[]> {
  const rows = await tx
    .select(VACANCY_ITEM)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(where)
    .orderBy(asc(vacancies.expiresAt), asc(vacancies.id))
    .limit(DASHBOARD_LIST_SIZE);
  return rows.map(toVacancyItem);
}

/** The newest applications to vacancies that match `where`. */
export async function latestApplications(tx: Transaction, where: SQL | undefined): Promise<DashboardApplication[]> {
  const rows = await tx
    .select({
      id: applications.id,
      status: applications.status,
      firstName: applications.firstName,
      lastName: applications.lastName,
      vacancyId: vacancies.id,
      vacancyTitle: vacancies.title,
      createdAt: applications.createdAt,
      matchOutcome: applications.matchOutcome,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(DASHBOARD_LIST_SIZE);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    id: String(row.id),
    name: `${firstName} ${lastName}`,
    vacancyId: String(row.vacancyId),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The newest vacancies the public bank shows in this centre (published, not past their date, of an approved
 * organization) that this user has not applied to, under his account or his address.
 */
export async function suggestedVacancies(
  tx: Transaction,
  tenant: TenantId,
  user: { userId: number; email: string; centerId: number },
  now: Date,
): Promise<DashboardVacancy[]> {
  const applied = sql`exists (select 1 from ${applications} where ${applications.vacancyId} = ${vacancies.id} and (${applications.userId} = ${user.userId} or ${applications.email} = ${user.email.toLowerCase()}))`;
  const rows = await tx
    .select(VACANCY_ITEM)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(vacancies.tenantId, tenant),
        eq(vacancies.centerId, user.centerId),
        eq(vacancies.status, "published"),
        eq(organizations.status, "approved"),
        or(isNull(vacancies.expiresAt), gt(vacancies.expiresAt, now)),
        sql`not ${applied}`,
      ),
    )
    .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
    .limit(DASHBOARD_LIST_SIZE);
  return rows.map(toVacancyItem);
}

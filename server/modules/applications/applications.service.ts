import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { APPLICATION_TRANSITIONS, type ApplicationStatus } from "../../../contract/applications";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { isUniqueViolation } from "../../db/errors";
import { userRoles } from "../identity/identity.table";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { announce } from "../webhooks/webhooks.service";
import type { ApplicationScope, ApplicationTarget } from "./applications.policy";
import { applications } from "./applications.table";

export type ApplicationRow = typeof applications.$inferSelect;

/** The vacancy as an application shows it. */
export interface ApplicationVacancy {
  id: number;
  title: string;
  status: string;
  centerId: number;
  organizationId: number;
  organizationName: string;
}

export interface ApplicationDetails extends ApplicationRow {
  vacancy: ApplicationVacancy;
}

export class ApplicationTransitionError extends Error {
  constructor(
    readonly from: ApplicationStatus,
    readonly to: ApplicationStatus,
  ) {
    super(`application cannot go from ${from} to ${to}`);
  }
}

const COLUMNS = {
  application: applications,
  vacancy: {
    id: vacancies.id,
    title: vacancies.title,
    status: vacancies.status,
    centerId: vacancies.centerId,
    organizationId: vacancies.organizationId,
    organizationName: organizations.name,
  },
};

const joined = (tx: Transaction) =>
  tx
    .select(COLUMNS)
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId));

const toDetails = ({ application, vacancy }: { application: ApplicationRow; vacancy: ApplicationVacancy }) => ({
  ...application,
  vacancy,
});

export interface NewApplication {
  vacancyId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
  /** The language applied in (default nl). */
  locale?: "nl" | "en";
}

/** The address has an open application to this vacancy already (caught by the unique index when two race). */
export class DuplicateApplicationError extends Error {}

/** Whether this address already has an application waiting for a decision on this vacancy. */
export async function hasOpenApplication(db: Database, tenant: TenantId, vacancyId: number, email: string) {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.tenantId, tenant),
          eq(applications.vacancyId, vacancyId),
          eq(applications.email, email.trim().toLowerCase()),
          eq(applications.status, "submitted"),
        ),
      )
      .limit(1),
  );
  return rows.length > 0;
}

export async function createApplication(db: Database, tenant: TenantId, input: NewApplication): Promise<ApplicationDetails> {
  try {
    return await withTenant(db, tenant, async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({ ...input, email: input.email.trim().toLowerCase(), tenantId: tenant })
        .returning({ id: applications.id });
      const [created] = await joined(tx).where(eq(applications.id, row.id));
      const details = toDetails(created);
      // A partner hears which application came in for which vacancy; who applied, it reads with its key.
      await announce(tx, tenant, "application.received", [
        {
          centerId: details.vacancy.centerId,
          data: {
            type: "applications",
            id: String(details.id),
            attributes: { vacancyId: details.vacancy.id, organizationId: details.vacancy.organizationId },
            links: { self: `/api/v1/applications/${details.id}` },
          },
        },
      ]);
      return details;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateApplicationError();
    throw error;
  }
}

export async function findApplication(db: Database, tenant: TenantId, id: number): Promise<ApplicationDetails | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    joined(tx).where(and(eq(applications.tenantId, tenant), eq(applications.id, id))),
  );
  return row ? toDetails(row) : null;
}

/** The application as the policy sees it, with the Schools its applicant is a student of. */
export async function applicationTarget(db: Database, tenant: TenantId, app: ApplicationDetails): Promise<ApplicationTarget> {
  const userId = app.userId;
  const schools = userId
    ? await withTenant(db, tenant, (tx) =>
        tx
          .select({ id: organizationMemberships.organizationId })
          .from(organizationMemberships)
          .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
          .where(and(eq(organizationMemberships.userId, userId), eq(organizations.type, "School"), isStudent(userId))),
      )
    : [];
  return {
    userId,
    vacancyCenterId: app.vacancy.centerId,
    vacancyOrganizationId: app.vacancy.organizationId,
    applicantSchoolIds: schools.map((s) => s.id),
  };
}

const isStudent = (userId: number | AnyPgColumn) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'student')`;

/** accepted or rejected by staff, or withdrawn by the applicant: only from submitted. */
export async function changeApplicationStatus(
  db: Database,
  tenant: TenantId,
  current: ApplicationDetails,
  to: ApplicationStatus,
  change: { decidedById?: number; decisionMessage?: string | null } = {},
  now = new Date(),
): Promise<ApplicationDetails> {
  if (!APPLICATION_TRANSITIONS[current.status].includes(to)) throw new ApplicationTransitionError(current.status, to);
  const decided = to === "accepted" || to === "rejected";
  return withTenant(db, tenant, async (tx) => {
    // The status is part of the condition, so two decisions at once cannot both win.
    const updated = await tx
      .update(applications)
      .set({
        status: to,
        updatedAt: now,
        ...(decided
          ? {
              decidedAt: now,
              decidedById: change.decidedById ?? null,
              decisionMessage: change.decisionMessage || null,
              firstRespondedAt: sql`coalesce(${applications.firstRespondedAt}, ${now})`,
            }
          : {}),
      })
      .where(and(eq(applications.tenantId, tenant), eq(applications.id, current.id), eq(applications.status, current.status)))
      .returning({ id: applications.id });
    if (updated.length === 0) throw new ApplicationTransitionError(current.status, to);
    const [row] = await joined(tx).where(eq(applications.id, current.id));
    return toDetails(row);
  });
}

export interface ApplicationFilter {
  vacancyId?: number;
  status?: ApplicationStatus;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  /** Words in the applicant's name or e-mail address. */
  query?: string;
}

export type ApplicationSortField = "created_at" | "name" | "status" | "vacancy_title";
export type ApplicationSort = { field: ApplicationSortField; direction: "asc" | "desc" }[];

const SORT_COLUMNS: Record<ApplicationSortField, SQL | AnyPgColumn> = {
  created_at: applications.createdAt,
  name: sql`lower(${applications.lastName} || ' ' || ${applications.firstName})`,
  status: applications.status,
  vacancy_title: vacancies.title,
};

function scopeCondition(scope: ApplicationScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.userId !== undefined) parts.push(eq(applications.userId, scope.userId));
  if (scope.centerId !== undefined) parts.push(eq(vacancies.centerId, scope.centerId));
  if (scope.organizationIds?.length) parts.push(inArray(vacancies.organizationId, scope.organizationIds));
  if (scope.schoolIds?.length) parts.push(studentOfSchools(scope.schoolIds));
  return parts.length ? or(...parts) : sql`false`;
}

/** The applicant is a student and a member of one of these School organizations. */
function studentOfSchools(schoolIds: number[]): SQL {
  return and(
    isStudent(applications.userId),
    sql`exists (select 1 from ${organizationMemberships} inner join ${organizations} school on school.id = ${organizationMemberships.organizationId} where ${organizationMemberships.userId} = ${applications.userId} and school.type = 'School' and ${inArray(organizationMemberships.organizationId, schoolIds)})`,
  ) as SQL;
}

export function filterCondition(tenant: TenantId, scope: ApplicationScope, filter: ApplicationFilter): SQL {
  const where: (SQL | undefined)[] = [eq(applications.tenantId, tenant), scopeCondition(scope)];
  if (filter.vacancyId !== undefined) where.push(eq(applications.vacancyId, filter.vacancyId));
  if (filter.status) where.push(eq(applications.status, filter.status));
  if (filter.createdFrom) where.push(gte(applications.createdAt, filter.createdFrom));
  if (filter.createdBefore) where.push(lt(applications.createdAt, filter.createdBefore));
  if (filter.query) {
    const pattern = containing(filter.query);
    where.push(
      or(ilike(sql`${applications.firstName} || ' ' || ${applications.lastName}`, pattern), ilike(applications.email, pattern)),
    );
  }
  return and(...where) as SQL;
}

export async function listApplications(
  db: Database,
  tenant: TenantId,
  scope: ApplicationScope,
  filter: ApplicationFilter,
  sort: ApplicationSort,
  page: { number: number; size: number },
): Promise<{ rows: ApplicationDetails[]; total: number }> {
  const where = filterCondition(tenant, scope, filter);
  const order = [
    ...(sort.length ? sort : [{ field: "created_at" as const, direction: "desc" as const }]).map((s) =>
      (s.direction === "asc" ? asc : desc)(SORT_COLUMNS[s.field]),
    ),
    desc(applications.id),
  ];
  return withTenant(db, tenant, async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(where);
    const rows = await joined(tx)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows: rows.map(toDetails), total };
  });
}

/** The vacancies that the scope's applications went to, for a list's vacancy filter. */
export async function vacanciesInScope(db: Database, tenant: TenantId, scope: ApplicationScope) {
  return withTenant(db, tenant, (tx) =>
    tx
      .selectDistinct({ id: vacancies.id, title: vacancies.title })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(filterCondition(tenant, scope, {}))
      .orderBy(asc(vacancies.title), asc(vacancies.id))
      .limit(500),
  );
}

/** The vacancies a user applied to and did not withdraw from: what his personal activity feed shows. */
export async function appliedVacancyIds(db: Database, tenant: TenantId, userId: number): Promise<number[]> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .selectDistinct({ id: applications.vacancyId })
      .from(applications)
      .where(and(eq(applications.tenantId, tenant), eq(applications.userId, userId), ne(applications.status, "withdrawn"))),
  );
  return rows.map((r) => r.id);
}

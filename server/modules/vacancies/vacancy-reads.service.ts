import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { VacancyStatus, VacancyType } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { changesHeard } from "../../db/change-feed";
import { type Database, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "./vacancies.table";
import { readVacancyDetails, type VacancyDetails, withDetails } from "./vacancy-details.service";

interface Reading {
  changes: number;
  details: Promise<VacancyDetails | null>;
}
const readings = new WeakMap<Database, Map<string, Reading>>();

/**
 * One vacancy of the tenant that is not deleted, whoever may see it (the caller's policy decides). Reads of the same
 * vacancy that overlap share one, unless a change of the tenant's vacancies came between: a vacancy page asks for it
 * three times at once (the vacancy, related ones, the response time). Callers read what they are given; none changes it.
 */
export function findVacancy(db: Database, tenant: TenantId, id: number): Promise<VacancyDetails | null> {
  const reading = readings.get(db) ?? new Map<string, Reading>();
  readings.set(db, reading);
  const key = `${tenant}:${id}`;
  const changes = changesHeard(db, "vacancies", tenant);
  const current = reading.get(key);
  if (current?.changes === changes) return current.details;
  const details = readVacancyDetails(db, tenant, id);
  reading.set(key, { changes, details });
  const done = () => {
    if (reading.get(key)?.details === details) reading.delete(key);
  };
  details.then(done, done);
  return details;
}

export interface VacancyListFilter {
  /** Organization staff: only these organizations. */
  organizationIds?: number[];
  centerId?: number;
  status?: VacancyStatus;
  vacancyType?: VacancyType;
  organizationId?: number;
  /** Words in the title (back-office search). */
  titleContains?: string;
  /** Only those with no English title yet (decision 35), as the pages list's filter. */
  withoutEnglish?: boolean;
}

export type VacancySortField = "title" | "created_at" | "expires_at" | "status";
export type VacancySort = { field: VacancySortField; direction: "asc" | "desc" }[];

const SORT_COLUMNS = {
  title: vacancies.title,
  created_at: vacancies.createdAt,
  expires_at: vacancies.expiresAt,
  status: vacancies.status,
};

/** The back-office list (not the public bank): every status but deleted, scoped by the caller's policy. */
export async function listVacancies(
  db: Database,
  tenant: TenantId,
  filter: VacancyListFilter,
  sort: VacancySort,
  page: { number: number; size: number },
): Promise<{ rows: VacancyDetails[]; total: number; statusCounts: Record<string, number> }> {
  const scope: (SQL | undefined)[] = [eq(vacancies.tenantId, tenant), ne(vacancies.status, "deleted")];
  if (filter.organizationIds)
    scope.push(inArray(vacancies.organizationId, filter.organizationIds.length ? filter.organizationIds : [0]));
  if (filter.centerId !== undefined) scope.push(eq(vacancies.centerId, filter.centerId));
  if (filter.organizationId !== undefined) scope.push(eq(vacancies.organizationId, filter.organizationId));
  if (filter.vacancyType) scope.push(eq(vacancies.vacancyType, filter.vacancyType));
  if (filter.withoutEnglish) scope.push(isNull(vacancies.titleEn));
  if (filter.titleContains) {
    const pattern = containing(filter.titleContains);
    scope.push(or(ilike(vacancies.title, pattern), ilike(organizations.name, pattern)));
  }
  const where = and(...scope, filter.status ? eq(vacancies.status, filter.status) : undefined) as SQL;
  const order = [
    ...(sort.length ? sort : [{ field: "created_at" as const, direction: "desc" as const }]).map((s) =>
      s.direction === "asc" ? sql`${SORT_COLUMNS[s.field]} asc nulls last` : sql`${SORT_COLUMNS[s.field]} desc nulls last`,
    ),
    desc(vacancies.id),
  ];
  return withTenant(db, tenant, async (tx) => {
    const rows = await withDetails(tx, where, { order, limit: page.size, offset: (page.number - 1) * page.size });
    // Counts per status for the list's tabs, under the same scope but without the status filter.
    const counts = await tx
      .select({ status: vacancies.status, n: count() })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(and(...scope) as SQL)
      .groupBy(vacancies.status);
    const statusCounts = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    const total = filter.status ? (statusCounts[filter.status] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
    return { rows, total, statusCounts };
  });
}

import { and, desc, eq, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies } from "../vacancies/vacancies.table";
import { hitRows, type VacancySearchRow } from "../vacancy-bank/vacancy-search.service";
import { savedVacancies } from "./saved-vacancies.table";

/** The most vacancies one user keeps: a list, not an archive. */
export const SAVED_MAX = 200;

/** A user's saved vacancies that are still public, newest saved first, as bank cards. */
export function listSavedVacancies(db: Database, tenant: TenantId, userId: number): Promise<VacancySearchRow[]> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select({ id: vacancies.id })
      .from(savedVacancies)
      .innerJoin(vacancies, eq(vacancies.id, savedVacancies.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(
        and(eq(savedVacancies.tenantId, tenant), eq(savedVacancies.userId, userId), all(publicScope(tenant, null, new Date()))),
      )
      .orderBy(desc(savedVacancies.createdAt), desc(savedVacancies.id))
      .limit(SAVED_MAX);
    return hitRows(
      tx,
      rows.map((row) => ({ id: row.id, distanceKm: null })),
    );
  });
}

/** Keeps a vacancy for the user (again is the same); false when he already keeps the most. */
export function saveVacancy(db: Database, tenant: TenantId, userId: number, vacancyId: number): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(savedVacancies)
      .where(and(eq(savedVacancies.tenantId, tenant), eq(savedVacancies.userId, userId)));
    if (count >= SAVED_MAX) return false;
    await tx.insert(savedVacancies).values({ tenantId: tenant, userId, vacancyId }).onConflictDoNothing();
    return true;
  });
}

/** Lets go of a saved vacancy; false when the user did not keep it. */
export function unsaveVacancy(db: Database, tenant: TenantId, userId: number, vacancyId: number): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const removed = await tx
      .delete(savedVacancies)
      .where(and(eq(savedVacancies.tenantId, tenant), eq(savedVacancies.userId, userId), eq(savedVacancies.vacancyId, vacancyId)))
      .returning({ id: savedVacancies.id });
    return removed.length > 0;
  });
}

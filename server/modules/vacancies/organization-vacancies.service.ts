import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Transaction, withTenant } from "../../db/client";
import type { OrganizationVacanciesOf, OrganizationVacancy } from "../organizations/included-vacancies.service";
import type { OrganizationMoveFollower } from "../organizations/organization-move.service";
import { organizations } from "../organizations/organizations.table";
import { canVacancy } from "./vacancies.policy";
import { vacancies } from "./vacancies.table";

/**
 * The vacancies of these organizations that the actor may read (as GET /vacancies/{id} decides), per organization:
 * for a visitor only the public ones. Provided to the organizations for `include=vacancies` (server/app.ts).
 */
export const visibleVacanciesOf: OrganizationVacanciesOf = async (db, tenant, actor, organizationIds) => {
  const byOrganization = new Map<number, OrganizationVacancy[]>(organizationIds.map((id) => [id, []]));
  if (organizationIds.length === 0) return byOrganization;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: vacancies.id,
        organizationId: vacancies.organizationId,
        title: vacancies.title,
        titleEn: vacancies.titleEn,
        status: vacancies.status,
        vacancyType: vacancies.vacancyType,
        city: vacancies.city,
        expiresAt: vacancies.expiresAt,
        organization: { id: organizations.id, centerId: organizations.centerId, status: organizations.status },
      })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(
        and(eq(vacancies.tenantId, tenant), inArray(vacancies.organizationId, organizationIds), ne(vacancies.status, "deleted")),
      )
      .orderBy(asc(vacancies.title), asc(vacancies.id)),
  );
  for (const { organization, ...vacancy } of rows) {
    if (canVacancy(actor, "read", { ...vacancy, organization })) byOrganization.get(vacancy.organizationId)?.push(vacancy);
  }
  return byOrganization;
};

/** A moved organization's vacancies go with it to its new centre (server/app.ts hands this to the organizations). */
export const moveOrganizationVacancies: OrganizationMoveFollower = async (tx, tenant, organizationId, toCenterId) => {
  await tx
    .update(vacancies)
    .set({ centerId: toCenterId, updatedAt: new Date() })
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.organizationId, organizationId)));
};

/** Whether the organization has a vacancy (any but a deleted one), inside the caller's transaction: an import's undo keeps it then. */
export async function organizationHasVacancies(tx: Transaction, tenant: TenantId, organizationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.organizationId, organizationId), ne(vacancies.status, "deleted")))
    .limit(1);
  return rows.length > 0;
}

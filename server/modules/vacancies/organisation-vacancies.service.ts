import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { Actor } from "../../policy/actor";
import { organizations } from "../organisations/organisations.table";
import { canVacancy } from "./vacancies.policy";
import { vacancies } from "./vacancies.table";

export interface OrganisationVacancy {
  id: number;
  organizationId: number;
  title: string;
  status: string;
  vacancyType: string;
  city: string | null;
  expiresAt: Date | null;
}

/**
 * The vacancies of these organisations that the actor may read (as GET /vacancies/{id} decides), per organisation:
 * for a visitor only the public ones. For `include=vacancies` on the organisations.
 */
export async function visibleVacanciesOf(
  db: Database,
  tenant: TenantId,
  actor: Actor,
  organizationIds: number[],
): Promise<Map<number, OrganisationVacancy[]>> {
  const byOrganisation = new Map<number, OrganisationVacancy[]>(organizationIds.map((id) => [id, []]));
  if (organizationIds.length === 0) return byOrganisation;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: vacancies.id,
        organizationId: vacancies.organizationId,
        title: vacancies.title,
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
    if (canVacancy(actor, "read", { ...vacancy, organization })) byOrganisation.get(vacancy.organizationId)?.push(vacancy);
  }
  return byOrganisation;
}

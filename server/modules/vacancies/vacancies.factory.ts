import { and, eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { organizations } from "../organizations/organizations.table";
import type { VacancyDetails } from "./vacancy-details.service";
import { createVacancy, type NewVacancy } from "./vacancy-writes.service";

/**
 * A published vacancy of a demo organization (by name), open for a month: for tests of every module that needs one,
 * and the browser tests' seed.
 */
export async function buildOpenVacancy(
  db: Database,
  tenant: TenantId,
  organizationName: string,
  overrides: Partial<NewVacancy> = {},
): Promise<VacancyDetails> {
  const [organization] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: organizations.id, centerId: organizations.centerId })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.name, organizationName))),
  );
  if (!organization) throw new Error(`no organization '${organizationName}' in ${tenant}`);
  return createVacancy(db, tenant, {
    centerId: organization.centerId,
    organizationId: organization.id,
    title: "Chauffeur voor de voedselbank",
    description: "<p>Rijd op zaterdag de bus met pakketten.</p>",
    vacancyType: "volunteering",
    // A place, as the API demands of any vacancy that is not remote.
    city: "Oldebroek",
    status: "published",
    expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    ...overrides,
  });
}

/** The same, of whichever organization of the tenant comes first: for tests that only need a vacancy there. */
export async function buildOpenVacancyOfTenant(db: Database, tenant: TenantId, overrides: Partial<NewVacancy> = {}) {
  const [organization] = await withTenant(db, tenant, (tx) =>
    tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.tenantId, tenant)).limit(1),
  );
  return buildOpenVacancy(db, tenant, organization.name, overrides);
}

import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { userRoles, users } from "../identity/identity.table";
import { organizations } from "../organizations/organizations.table";
import { all, publicScope } from "../vacancies/public-vacancies.service";
import { vacancies } from "../vacancies/vacancies.table";
import { savedVacancies } from "./saved-vacancies.table";

/** How many vacancies each demo volunteer keeps: two, three, two, ... so 'Bewaard' is never empty in the demo. */
const keptBy = (index: number) => (index % 2 === 0 ? 3 : 2);

/**
 * The demo volunteers' hearts (issue 19, item 4): every demo account with the volunteer or student role keeps a few
 * open vacancies of his centre, picked the same way on every start; only for a tenant that keeps none yet.
 */
export async function seedDemoSavedVacancies(db: Database, tenant: TenantId, logger: Logger, now = new Date()) {
  const kept = await withTenant(db, tenant, async (tx) => {
    const [existing] = await tx
      .select({ id: savedVacancies.id })
      .from(savedVacancies)
      .where(eq(savedVacancies.tenantId, tenant))
      .limit(1);
    if (existing) return 0;
    const volunteers = await tx
      .selectDistinct({ id: users.id, centerId: users.centerId })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          eq(users.tenantId, tenant),
          like(users.email, `%@${tenant}.demo.test`),
          inArray(userRoles.role, ["volunteer", "student"]),
        ),
      )
      .orderBy(asc(users.id));
    let rows = 0;
    for (const [index, volunteer] of volunteers.entries()) {
      const open = await tx
        .select({ id: vacancies.id })
        .from(vacancies)
        .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
        .where(all(publicScope(tenant, [volunteer.centerId], now)))
        .orderBy(asc(vacancies.id));
      if (open.length === 0) continue;
      // Spread over the list (not its first cards), a different few for each volunteer.
      const picks = new Set(Array.from({ length: keptBy(index) }, (_, k) => open[(7 + index * 11 + k * 17) % open.length].id));
      await tx
        .insert(savedVacancies)
        .values([...picks].map((vacancyId) => ({ tenantId: tenant, userId: volunteer.id, vacancyId })))
        .onConflictDoNothing();
      rows += picks.size;
    }
    return rows;
  });
  if (kept) logger.info({ tenant, saved: kept }, "seeded demo saved vacancies");
}

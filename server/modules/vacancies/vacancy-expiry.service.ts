import { and, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { vacancies } from "./vacancies.table";
import { invalidating } from "./vacancy-changes";
import { type VacancyDetails, withDetails } from "./vacancy-details.service";
import { announceVacancies } from "./vacancy-webhooks";

/** The scheduled expiry: published vacancies whose date has passed become expired. Returns how many. */
export async function expireDueVacancies(db: Database, tenant: TenantId, now = new Date()): Promise<number> {
  const rows = await invalidating(
    db,
    tenant,
    withTenant(db, tenant, async (tx) => {
      const expired = await tx
        .update(vacancies)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.status, "published"), lte(vacancies.expiresAt, now)))
        .returning({
          id: vacancies.id,
          centerId: vacancies.centerId,
          organizationId: vacancies.organizationId,
          title: vacancies.title,
          status: vacancies.status,
        });
      await announceVacancies(tx, tenant, "vacancy.closed", expired);
      return expired;
    }),
  );
  return rows.length;
}

/** Published vacancies expiring within a week whose contact person has not been asked yet. */
export async function vacanciesDueForReminder(db: Database, tenant: TenantId, now = new Date()): Promise<VacancyDetails[]> {
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  return withTenant(db, tenant, (tx) =>
    withDetails(
      tx,
      and(
        eq(vacancies.tenantId, tenant),
        eq(vacancies.status, "published"),
        lte(vacancies.expiresAt, inAWeek),
        sql`${vacancies.expiresAt} > ${now}`,
        isNull(vacancies.expiryReminderSentAt),
      ) as SQL,
    ),
  );
}

/** Records the reminder and the hash of its single-use 'still open' link. */
export async function markReminderSent(db: Database, tenant: TenantId, id: number, tokenHash: string, now = new Date()) {
  await withTenant(db, tenant, (tx) =>
    tx
      .update(vacancies)
      .set({ expiryReminderSentAt: now, stillOpenTokenHash: tokenHash })
      .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.id, id))),
  );
}

import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { vacancies } from "./vacancies.table";
import { invalidating } from "./vacancy-changes";
import { type VacancyDetails, withDetails } from "./vacancy-details.service";

export const STILL_OPEN_EXTENSION_DAYS = 90;

/** The vacancy a link with this token would keep open: still there, published or expired. */
const linkedTo = (tenant: TenantId, tokenHash: string) =>
  and(
    eq(vacancies.tenantId, tenant),
    eq(vacancies.stillOpenTokenHash, tokenHash),
    inArray(vacancies.status, ["published", "expired"]),
  ) as SQL;

/** The vacancy a 'still open' link would keep open, without using the link; null when it would not work. */
export async function findByStillOpenToken(db: Database, tenant: TenantId, tokenHash: string): Promise<VacancyDetails | null> {
  const [details] = await withTenant(db, tenant, (tx) => withDetails(tx, linkedTo(tenant, tokenHash)));
  return details ?? null;
}

/**
 * The 'still open' link: the vacancy stays (or is again) published for another 90 days from its end date, or from
 * today when that has passed. The link works once; null when it is unknown, used, or the vacancy moved on.
 */
export async function extendWithStillOpenToken(
  db: Database,
  tenant: TenantId,
  tokenHash: string,
  now = new Date(),
): Promise<VacancyDetails | null> {
  return invalidating(
    db,
    tenant,
    withTenant(db, tenant, async (tx) => {
      const [row] = await tx
        .select({ id: vacancies.id, expiresAt: vacancies.expiresAt })
        .from(vacancies)
        .where(linkedTo(tenant, tokenHash))
        .limit(1);
      if (!row) return null;
      const from = row.expiresAt && row.expiresAt > now ? row.expiresAt : now;
      const expiresAt = new Date(from.getTime() + STILL_OPEN_EXTENSION_DAYS * 24 * 3600 * 1000);
      await tx
        .update(vacancies)
        .set({ status: "published", expiresAt, stillOpenTokenHash: null, expiryReminderSentAt: null, updatedAt: now })
        .where(eq(vacancies.id, row.id));
      const [details] = await withDetails(tx, eq(vacancies.id, row.id));
      return details;
    }),
  );
}

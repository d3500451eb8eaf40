import { eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { vacancyDates } from "./vacancies.table";

/** The dates of an activity as written: when it starts and, if it says, when it ends. */
export type VacancyDateFields = { startsAt: Date; endsAt: Date | null };

/** The date rows of one vacancy. */
export const toDateRows = (tenant: TenantId, vacancyId: number, dates: VacancyDateFields[]) =>
  dates.map((d) => ({ tenantId: tenant, vacancyId, ...d }));

/** A write names all of a vacancy's dates: the old ones go. */
export async function replaceDates(tx: Transaction, tenant: TenantId, vacancyId: number, dates: VacancyDateFields[]) {
  await tx.delete(vacancyDates).where(eq(vacancyDates.vacancyId, vacancyId));
  if (dates.length) await tx.insert(vacancyDates).values(toDateRows(tenant, vacancyId, dates));
}

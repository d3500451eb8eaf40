import { and, eq, inArray } from "drizzle-orm";
import { canTransitionVacancy, type VacancyStatus } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { vacancies, vacancyDates } from "./vacancies.table";
import { invalidating } from "./vacancy-changes";
import { toDateRows } from "./vacancy-dates";
import { type NewVacancy, newVacancyRow } from "./vacancy-writes.service";

/**
 * createVacancy for many at once (the demo seed, imports): the same fields and sanitising, one transaction and one
 * multi-row insert instead of a round trip per vacancy. Returns the new ids in the order given.
 */
export async function createVacancies(db: Database, tenant: TenantId, inputs: NewVacancy[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  return invalidating(
    db,
    tenant,
    withTenant(db, tenant, async (tx) => {
      const rows = await tx
        .insert(vacancies)
        .values(inputs.map((input) => newVacancyRow(tenant, input)))
        .returning({ id: vacancies.id });
      // One statement draws its identity values in the order of VALUES, so ascending ids match the inputs.
      const ids = rows.map((r) => r.id).sort((a, b) => a - b);
      const dates = inputs.flatMap((input, i) => toDateRows(tenant, ids[i], input.dates ?? []));
      if (dates.length) await tx.insert(vacancyDates).values(dates);
      return ids;
    }),
  );
}

/** Moves vacancies that are all in status `from` to `to`, if the state machine (DESIGN.md section 6) allows it. */
export async function changeVacancyStatuses(
  db: Database,
  tenant: TenantId,
  ids: number[],
  from: VacancyStatus,
  to: Exclude<VacancyStatus, "published">,
  now = new Date(),
): Promise<number> {
  if (!canTransitionVacancy(from, to)) throw new Error(`vacancies cannot go from ${from} to ${to}`);
  if (ids.length === 0) return 0;
  const rows = await invalidating(
    db,
    tenant,
    withTenant(db, tenant, (tx) =>
      tx
        .update(vacancies)
        .set({ status: to, updatedAt: now })
        .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.status, from), inArray(vacancies.id, ids)))
        .returning({ id: vacancies.id }),
    ),
  );
  return rows.length;
}

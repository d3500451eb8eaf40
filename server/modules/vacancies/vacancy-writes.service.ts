import { and, eq } from "drizzle-orm";
import type { VacancyStatus, VacancyType } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, type Transaction, withTenant } from "../../db/client";
import { insertJsonRows } from "../../db/json-insert";
import { recordAudit } from "../audit/audit.service";
import { vacancies, vacancyDates } from "./vacancies.table";
import { invalidating } from "./vacancy-changes";
import { replaceDates, toDateRows } from "./vacancy-dates";
import { type VacancyDetails, withDetails } from "./vacancy-details.service";
import { rowFields, type VacancyFields } from "./vacancy-fields";
import { imageColumns } from "./vacancy-image";
import { statusChange } from "./vacancy-status";
import { announceVacancies, vacancyEventOf } from "./vacancy-webhooks";

export interface NewVacancy extends VacancyFields {
  centerId: number;
  organizationId: number;
  title: string;
  description: string;
  vacancyType: VacancyType;
  status?: "draft" | "published";
  createdAt?: Date;
}

export interface WriteOptions {
  /** Whose uploads may be attached; unset (seeds, jobs) for any of the tenant's. */
  uploaderId?: number;
  /** Who made the change through the API; his publications and status changes go into the audit log. */
  actorUserId?: number;
  /** The descriptions are sanitised already (an import's check did it): not again. */
  sanitised?: boolean;
}

/** A vacancy's new status as an audit event (vacancy.published, vacancy.archived, ...), for the activity panel. */
async function auditStatus(tx: Executor, db: Database, tenant: TenantId, actorUserId: number, id: number, status: string) {
  await recordAudit(db, tenant, { actorUserId, action: `vacancy.${status}`, subjectType: "vacancy", subjectId: id }, tx);
}

/** The row of a new vacancy: a published one is published when it is created. */
export function newVacancyRow(tenant: TenantId, input: NewVacancy, sanitised = false) {
  const status = input.status ?? "draft";
  return {
    ...(rowFields(input, sanitised) as typeof vacancies.$inferInsert),
    tenantId: tenant,
    centerId: input.centerId,
    organizationId: input.organizationId,
    status,
    publishedAt: status === "published" ? (input.createdAt ?? new Date()) : null,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  };
}

/**
 * Writes new vacancies inside the caller's transaction, in one statement (their dates in one more), and announces them
 * to webhooks in one go; the caller tells the search (publishChange) once the transaction is done. An import writes
 * a batch's new rows this way. Returns each one's id and updated_at, in the order given.
 */
export async function insertVacanciesIn(
  tx: Transaction,
  tenant: TenantId,
  inputs: readonly NewVacancy[],
  options: Pick<WriteOptions, "uploaderId" | "sanitised"> = {},
) {
  if (inputs.length === 0) return [];
  const rows: (typeof vacancies.$inferInsert)[] = [];
  for (const input of inputs) {
    const image = await imageColumns(tx, tenant, input.imageUploadId, null, options.uploaderId);
    rows.push({ ...newVacancyRow(tenant, input, options.sanitised), ...image });
  }
  const created = await insertJsonRows(tx, vacancies, rows, {
    id: vacancies.id,
    updatedAt: vacancies.updatedAt,
    centerId: vacancies.centerId,
    organizationId: vacancies.organizationId,
    title: vacancies.title,
    status: vacancies.status,
  });
  const dates = inputs.flatMap((input, i) => toDateRows(tenant, created[i].id, input.dates ?? []));
  if (dates.length) await tx.insert(vacancyDates).values(dates);
  const published = created.filter((vacancy) => vacancyEventOf(null, vacancy.status) === "vacancy.published");
  await announceVacancies(tx, tenant, "vacancy.published", published);
  return created;
}

/** Writes a new vacancy inside the caller's transaction and announces it to webhooks (see insertVacanciesIn). */
export async function insertVacancyIn(
  tx: Transaction,
  tenant: TenantId,
  input: NewVacancy,
  options: WriteOptions & { db?: Database } = {},
): Promise<VacancyDetails> {
  const [row] = await insertVacanciesIn(tx, tenant, [input], options);
  if (options.actorUserId && options.db) {
    await auditStatus(
      tx,
      options.db,
      tenant,
      options.actorUserId,
      row.id,
      input.status === "published" ? "published" : "created",
    );
  }
  const [details] = await withDetails(tx, eq(vacancies.id, row.id));
  return details;
}

export async function createVacancy(
  db: Database,
  tenant: TenantId,
  input: NewVacancy,
  options: WriteOptions = {},
): Promise<VacancyDetails> {
  return invalidating(
    db,
    tenant,
    withTenant(db, tenant, (tx) => insertVacancyIn(tx, tenant, input, { ...options, db })),
  );
}

/** Changes a vacancy inside the caller's transaction (see insertVacancyIn); a status change follows the state machine. */
export async function writeVacancyIn(
  tx: Transaction,
  tenant: TenantId,
  current: VacancyDetails,
  patch: VacancyFields & { status?: VacancyStatus },
  now = new Date(),
  options: WriteOptions & { db?: Database } = {},
): Promise<VacancyDetails> {
  const { status, ...fields } = patch;
  const change = statusChange(current, status, fields.expiresAt, now);
  const image = await imageColumns(tx, tenant, fields.imageUploadId, current, options.uploaderId);
  const values = { ...rowFields(fields), ...image, ...change, updatedAt: now };
  // A new end date earns a new reminder, and the old link stops working.
  if (fields.expiresAt !== undefined && fields.expiresAt?.getTime() !== current.expiresAt?.getTime()) {
    Object.assign(values, { expiryReminderSentAt: null, stillOpenTokenHash: null });
  }
  await tx
    .update(vacancies)
    .set(values)
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.id, current.id)));
  if (fields.dates) await replaceDates(tx, tenant, current.id, fields.dates);
  if (options.actorUserId && options.db && status && status !== current.status) {
    await auditStatus(tx, options.db, tenant, options.actorUserId, current.id, status);
  }
  const [details] = await withDetails(tx, eq(vacancies.id, current.id));
  const event = vacancyEventOf(current.status, details.status);
  if (event) await announceVacancies(tx, tenant, event, [details]);
  return details;
}

export async function updateVacancy(
  db: Database,
  tenant: TenantId,
  current: VacancyDetails,
  patch: VacancyFields & { status?: VacancyStatus },
  now = new Date(),
  options: WriteOptions = {},
): Promise<VacancyDetails> {
  // The status is checked before the transaction opens, as before: a refused change opens none.
  statusChange(current, patch.status, patch.expiresAt, now);
  return invalidating(
    db,
    tenant,
    withTenant(db, tenant, (tx) => writeVacancyIn(tx, tenant, current, patch, now, { ...options, db })),
  );
}

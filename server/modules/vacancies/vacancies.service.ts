import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type ActivityFrequency,
  canTransitionVacancy,
  type HelpKind,
  type LanguageLevel,
  type VacancyStatus,
  type VacancyTag,
  type VacancyType,
} from "../../../contract/vacancies";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { users } from "../identity/identity.table";
import { findUploadIn } from "../media/media.service";
import { uploads } from "../media/media.table";
import { organizations } from "../organisations/organisations.table";
import { plainText, sanitizeRichText } from "./rich-text";
import { vacancies, vacancyDates } from "./vacancies.table";
import { markBankChanged } from "./vacancy-bank.sync";

/** A search must not answer from before a write: the tenant's bank index takes it in once the write is done. */
export async function invalidating<T>(db: Database, tenant: TenantId, write: Promise<T>): Promise<T> {
  const value = await write;
  markBankChanged(db, tenant);
  return value;
}

export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyDateRow = typeof vacancyDates.$inferSelect;

export interface VacancyOrganization {
  id: number;
  name: string;
  type: string;
  status: string;
  centerId: number;
}

export interface VacancyContactPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  locale: "nl" | "en";
  gender: string | null;
}

/** The sizes of the vacancy's image and where its small variant is. */
export interface VacancyImage {
  width: number;
  height: number;
  smallPath: string;
  smallWidth: number;
}

export interface VacancyDetails extends Omit<VacancyRow, "searchVector"> {
  dates: VacancyDateRow[];
  organization: VacancyOrganization;
  contactPerson: VacancyContactPerson | null;
  image: VacancyImage | null;
}

export interface VacancyFields {
  contactPersonId?: number | null;
  contactPhoneVisible?: boolean;
  title?: string;
  summary?: string | null;
  /** Rich text as written; sanitised here. */
  description?: string;
  vacancyType?: VacancyType;
  helpKind?: HelpKind | null;
  ageGroupIds?: number[];
  tags?: VacancyTag[];
  frequency?: ActivityFrequency | null;
  dates?: { startsAt: Date; endsAt: Date | null }[];
  expiresAt?: Date | null;
  remote?: boolean;
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** An upload of this tenant to show; null takes the image away (the service sets imagePath from it). */
  imageUploadId?: number | null;
  hoursPerWeek?: number | null;
  expensesReimbursed?: boolean;
  vogRequired?: boolean;
  minimumAge?: number | null;
  languageLevel?: LanguageLevel;
  wheelchairAccessible?: boolean;
  fromHome?: boolean;
}

export interface NewVacancy extends VacancyFields {
  centerId: number;
  organizationId: number;
  title: string;
  description: string;
  vacancyType: VacancyType;
  status?: "draft" | "published";
  createdAt?: Date;
}

/** The named upload is not one this write may use: unknown, another tenant's, or someone else's. */
export class VacancyImageError extends Error {
  constructor() {
    super("vacancy image upload not usable");
  }
}

export interface WriteOptions {
  /** Whose uploads may be attached; unset (seeds, jobs) for any of the tenant's. */
  uploaderId?: number;
}

export class VacancyTransitionError extends Error {
  constructor(
    readonly from: VacancyStatus,
    readonly to: VacancyStatus,
    /** expired -> published needs a future expiry date. */
    readonly reason: "transition" | "expiry" = "transition",
  ) {
    super(`vacancy cannot go from ${from} to ${to}`);
  }
}

/** The row fields of a write: HTML sanitised, its text kept for search, a remote vacancy without a place. */
export function rowFields(fields: VacancyFields) {
  const { dates: _dates, description, imageUploadId: _image, ...rest } = fields;
  const out: Partial<typeof vacancies.$inferInsert> = { ...rest };
  if (description !== undefined) {
    out.description = sanitizeRichText(description);
    out.descriptionText = plainText(out.description);
  }
  if (fields.remote) Object.assign(out, { street: null, houseNumber: null, latitude: null, longitude: null });
  return out;
}

const DETAILS_COLUMNS = {
  vacancy: vacancies,
  organization: {
    id: organizations.id,
    name: organizations.name,
    type: organizations.type,
    status: organizations.status,
    centerId: organizations.centerId,
  },
  contact: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
    locale: users.locale,
    gender: users.gender,
  },
  image: { width: uploads.width, height: uploads.height, smallPath: uploads.smallPath, smallWidth: uploads.smallWidth },
};

/**
 * The image columns of a write. The upload is looked up inside the write's own transaction, as the tenant, so
 * another tenant's is not even visible; keeping the current one needs no check.
 */
async function imageColumns(
  tx: Transaction,
  tenant: TenantId,
  uploadId: number | null | undefined,
  current: VacancyDetails | null,
  options: WriteOptions,
) {
  if (uploadId === undefined || (current && uploadId === current.imageUploadId)) return {};
  if (uploadId === null) return { imageUploadId: null, imagePath: null };
  const upload = await findUploadIn(tx, tenant, uploadId);
  if (!upload || (options.uploaderId !== undefined && upload.uploadedById !== options.uploaderId)) {
    throw new VacancyImageError();
  }
  return { imageUploadId: upload.id, imagePath: upload.path };
}

async function withDetails(tx: Transaction, where: SQL, options: { order?: SQL[]; limit?: number; offset?: number } = {}) {
  let query = tx
    .select(DETAILS_COLUMNS)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(users, eq(users.id, vacancies.contactPersonId))
    .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId))
    .where(where)
    .$dynamic();
  if (options.order) query = query.orderBy(...options.order);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  const ids = rows.map((r) => r.vacancy.id);
  const dates = ids.length
    ? await tx.select().from(vacancyDates).where(inArray(vacancyDates.vacancyId, ids)).orderBy(asc(vacancyDates.startsAt))
    : [];
  return rows.map(({ vacancy: { searchVector: _vector, ...vacancy }, organization, contact, image }) => ({
    ...vacancy,
    dates: dates.filter((d) => d.vacancyId === vacancy.id),
    organization,
    contactPerson: contact?.id ? contact : null,
    image: image?.smallPath ? image : null,
  }));
}

async function replaceDates(tx: Transaction, tenant: TenantId, vacancyId: number, dates: NonNullable<VacancyFields["dates"]>) {
  await tx.delete(vacancyDates).where(eq(vacancyDates.vacancyId, vacancyId));
  if (dates.length) await tx.insert(vacancyDates).values(dates.map((d) => ({ tenantId: tenant, vacancyId, ...d })));
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
    withTenant(db, tenant, async (tx) => {
      const status = input.status ?? "draft";
      const image = await imageColumns(tx, tenant, input.imageUploadId, null, options);
      const [row] = await tx
        .insert(vacancies)
        .values({
          ...(rowFields(input) as typeof vacancies.$inferInsert),
          ...image,
          tenantId: tenant,
          centerId: input.centerId,
          organizationId: input.organizationId,
          status,
          publishedAt: status === "published" ? (input.createdAt ?? new Date()) : null,
          ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
        })
        .returning({ id: vacancies.id });
      if (input.dates?.length) await replaceDates(tx, tenant, row.id, input.dates);
      const [details] = await withDetails(tx, eq(vacancies.id, row.id));
      return details;
    }),
  );
}

export async function findVacancy(db: Database, tenant: TenantId, id: number): Promise<VacancyDetails | null> {
  const [details] = await withTenant(db, tenant, (tx) =>
    withDetails(tx, and(eq(vacancies.tenantId, tenant), eq(vacancies.id, id), ne(vacancies.status, "deleted")) as SQL),
  );
  return details ?? null;
}

/** A status change must follow DESIGN.md section 6; publishing stamps publishedAt once. */
function statusChange(current: VacancyDetails, to: VacancyStatus | undefined, expiresAt: Date | null | undefined, now: Date) {
  if (!to || to === current.status) return {};
  if (!canTransitionVacancy(current.status, to)) throw new VacancyTransitionError(current.status, to);
  const expiry = expiresAt === undefined ? current.expiresAt : expiresAt;
  if (to === "published" && current.status === "expired" && (!expiry || expiry <= now)) {
    throw new VacancyTransitionError(current.status, to, "expiry");
  }
  return {
    status: to,
    ...(to === "published" && !current.publishedAt ? { publishedAt: now } : {}),
    // A new expiry date earns a new reminder.
    ...(to === "published" ? { expiryReminderSentAt: null } : {}),
  };
}

export async function updateVacancy(
  db: Database,
  tenant: TenantId,
  current: VacancyDetails,
  patch: VacancyFields & { status?: VacancyStatus },
  now = new Date(),
  options: WriteOptions = {},
): Promise<VacancyDetails> {
  const { status, ...fields } = patch;
  const change = statusChange(current, status, fields.expiresAt, now);
  return invalidating(
    db,
    tenant,
    withTenant(db, tenant, async (tx) => {
      const image = await imageColumns(tx, tenant, fields.imageUploadId, current, options);
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
      const [details] = await withDetails(tx, eq(vacancies.id, current.id));
      return details;
    }),
  );
}

export interface VacancyListFilter {
  /** Organisation staff: only these organisations. */
  organizationIds?: number[];
  centerId?: number;
  status?: VacancyStatus;
  vacancyType?: VacancyType;
  organizationId?: number;
  /** Words in the title (back-office search). */
  titleContains?: string;
}

export type VacancySortField = "title" | "created_at" | "expires_at" | "status";
export type VacancySort = { field: VacancySortField; direction: "asc" | "desc" }[];

const SORT_COLUMNS = {
  title: vacancies.title,
  created_at: vacancies.createdAt,
  expires_at: vacancies.expiresAt,
  status: vacancies.status,
};

/** The back-office list (not the public bank): every status but deleted, scoped by the caller's policy. */
export async function listVacancies(
  db: Database,
  tenant: TenantId,
  filter: VacancyListFilter,
  sort: VacancySort,
  page: { number: number; size: number },
): Promise<{ rows: VacancyDetails[]; total: number; statusCounts: Record<string, number> }> {
  const scope: (SQL | undefined)[] = [eq(vacancies.tenantId, tenant), ne(vacancies.status, "deleted")];
  if (filter.organizationIds)
    scope.push(inArray(vacancies.organizationId, filter.organizationIds.length ? filter.organizationIds : [0]));
  if (filter.centerId !== undefined) scope.push(eq(vacancies.centerId, filter.centerId));
  if (filter.organizationId !== undefined) scope.push(eq(vacancies.organizationId, filter.organizationId));
  if (filter.vacancyType) scope.push(eq(vacancies.vacancyType, filter.vacancyType));
  if (filter.titleContains) {
    const pattern = `%${filter.titleContains.replace(/[\\%_]/g, "\\$&")}%`;
    scope.push(or(ilike(vacancies.title, pattern), ilike(organizations.name, pattern)));
  }
  const where = and(...scope, filter.status ? eq(vacancies.status, filter.status) : undefined) as SQL;
  const order = [
    ...(sort.length ? sort : [{ field: "created_at" as const, direction: "desc" as const }]).map((s) =>
      s.direction === "asc" ? sql`${SORT_COLUMNS[s.field]} asc nulls last` : sql`${SORT_COLUMNS[s.field]} desc nulls last`,
    ),
    desc(vacancies.id),
  ];
  return withTenant(db, tenant, async (tx) => {
    const rows = await withDetails(tx, where, { order, limit: page.size, offset: (page.number - 1) * page.size });
    // Counts per status for the list's tabs, under the same scope but without the status filter.
    const counts = await tx
      .select({ status: vacancies.status, n: count() })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(and(...scope) as SQL)
      .groupBy(vacancies.status);
    const statusCounts = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    const total = filter.status ? (statusCounts[filter.status] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
    return { rows, total, statusCounts };
  });
}

/** The scheduled expiry: published vacancies whose date has passed become expired. Returns how many. */
export async function expireDueVacancies(db: Database, tenant: TenantId, now = new Date()): Promise<number> {
  const rows = await invalidating(
    db,
    tenant,
    withTenant(db, tenant, (tx) =>
      tx
        .update(vacancies)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.status, "published"), lte(vacancies.expiresAt, now)))
        .returning({ id: vacancies.id }),
    ),
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

export const STILL_OPEN_EXTENSION_DAYS = 90;

/** The vacancy a 'still open' link would keep open, without using the link; null when it would not work. */
export async function findByStillOpenToken(db: Database, tenant: TenantId, tokenHash: string): Promise<VacancyDetails | null> {
  const [details] = await withTenant(db, tenant, (tx) =>
    withDetails(
      tx,
      and(
        eq(vacancies.tenantId, tenant),
        eq(vacancies.stillOpenTokenHash, tokenHash),
        inArray(vacancies.status, ["published", "expired"]),
      ) as SQL,
    ),
  );
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
        .where(
          and(
            eq(vacancies.tenantId, tenant),
            eq(vacancies.stillOpenTokenHash, tokenHash),
            inArray(vacancies.status, ["published", "expired"]),
          ),
        )
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

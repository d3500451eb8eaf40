import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant, type Transaction } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { users } from "../identity/identity.table";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies, vacancyDates } from "./vacancies.table";

export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyDateRow = typeof vacancyDates.$inferSelect;

export interface VacancyOrganization {
  id: number;
  name: string;
  type: string;
  status: string;
  centerId: number;
  logoUrl: string | null;
  showContactDetailsDefault: boolean;
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

/** A vacancy as every read and write gives it: the row with its dates, organization, contact person and image. */
export interface VacancyDetails extends Omit<VacancyRow, "searchVector"> {
  dates: VacancyDateRow[];
  organization: VacancyOrganization;
  contactPerson: VacancyContactPerson | null;
  image: VacancyImage | null;
}

// Every column but the search vector, which no reader wants and which is the largest.
const { searchVector: _vector, ...VACANCY_COLUMNS } = getTableColumns(vacancies);

const DETAILS_COLUMNS = {
  vacancy: VACANCY_COLUMNS,
  organization: {
    id: organizations.id,
    name: organizations.name,
    type: organizations.type,
    status: organizations.status,
    centerId: organizations.centerId,
    logoUrl: organizations.logoUrl,
    showContactDetailsDefault: organizations.showContactDetailsDefault,
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

/** DETAILS_COLUMNS with their joins: one place for what every read of a vacancy's details joins. */
const selectDetails = (db: Database | Transaction) =>
  db
    .select(DETAILS_COLUMNS)
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(users, eq(users.id, vacancies.contactPersonId))
    .leftJoin(uploads, eq(uploads.id, vacancies.imageUploadId));

// A row of DETAILS_COLUMNS with its joins, as both reads below give it.
type DetailsRow = Awaited<ReturnType<ReturnType<typeof oneVacancy>["execute"]>>[number];

const details = ({ vacancy, organization, contact, image }: DetailsRow, dates: VacancyDateRow[]): VacancyDetails => ({
  ...vacancy,
  dates,
  organization,
  contactPerson: contact?.id ? contact : null,
  image: image?.smallPath ? image : null,
});

/** The vacancies matching `where` with their details, in the transaction of the read or write that asks. */
export async function withDetails(
  tx: Transaction,
  where: SQL,
  options: { order?: SQL[]; limit?: number; offset?: number } = {},
): Promise<VacancyDetails[]> {
  let query = selectDetails(tx).where(where).$dynamic();
  if (options.order) query = query.orderBy(...options.order);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  const ids = rows.map((r) => r.vacancy.id);
  const dates = ids.length
    ? await tx.select().from(vacancyDates).where(inArray(vacancyDates.vacancyId, ids)).orderBy(asc(vacancyDates.startsAt))
    : [];
  return rows.map((row) =>
    details(
      row,
      dates.filter((d) => d.vacancyId === row.vacancy.id),
    ),
  );
}

const one = { tenant: sql.placeholder("tenant"), id: sql.placeholder("id") };
const oneVacancy = preparedOnce((db) =>
  selectDetails(db)
    .where(and(eq(vacancies.tenantId, one.tenant), eq(vacancies.id, one.id), ne(vacancies.status, "deleted")))
    .prepare("vacancy_details_one"),
);
const oneVacancysDates = preparedOnce((db) =>
  db
    .select()
    .from(vacancyDates)
    .where(and(eq(vacancyDates.tenantId, one.tenant), eq(vacancyDates.vacancyId, one.id)))
    .orderBy(asc(vacancyDates.startsAt))
    .prepare("vacancy_details_one_dates"),
);

/**
 * One vacancy of the tenant with its details, not deleted: two prepared reads at once that name the tenant, outside a
 * transaction. Planned anew in one, the vacancy's join took PostgreSQL some 3.5 ms at 100,000 vacancies.
 */
export function readVacancyDetails(db: Database, tenant: TenantId, id: number): Promise<VacancyDetails | null> {
  return readNamingTenant(db, async (read) => {
    const values = { tenant, id };
    const [[row], dates] = await Promise.all([oneVacancy(read).execute(values), oneVacancysDates(read).execute(values)]);
    return row ? details(row, dates) : null;
  });
}

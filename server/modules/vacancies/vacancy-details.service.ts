import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client";
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

const DETAILS_COLUMNS = {
  vacancy: vacancies,
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

/** The vacancies matching `where` with their details, in the transaction of the read or write that asks. */
export async function withDetails(
  tx: Transaction,
  where: SQL,
  options: { order?: SQL[]; limit?: number; offset?: number } = {},
): Promise<VacancyDetails[]> {
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

import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { type ExportTable, readForExport } from "../../http/list-export";
import { wallClock } from "../../text/wall-clock";
import { listVacancies, type VacancyListFilter, type VacancySort } from "./vacancy-reads.service";

/** The columns, named as the import recognises them, so what is exported can be imported again. */
const COLUMNS = [
  "id",
  "title",
  "organization",
  "type",
  "status",
  "street",
  "houseNumber",
  "postalCode",
  "city",
  "remote",
  "hoursPerWeek",
  "minimumAge",
  "expiresAt",
  "publishedAt",
  "createdAt",
];

const day = (at: Date | null) => (at ? wallClock(at).day : null);

/** The back office's vacancies a filter selects, in the list's order, as the export's table in the reader's language. */
export async function vacanciesTable(
  db: Database,
  tenant: TenantId,
  filter: VacancyListFilter,
  sort: VacancySort,
  t: TFunction,
): Promise<ExportTable> {
  const vacancies = await readForExport(async (page) => (await listVacancies(db, tenant, filter, sort, page)).rows);
  return {
    name: t("data-viewer:exports.vacancies.filename"),
    header: COLUMNS.map((column) => t(`data-viewer:exports.vacancies.${column}`)),
    rows: vacancies.map((vacancy) => [
      vacancy.id,
      vacancy.title,
      vacancy.organization.name,
      t(`vacancies:types.${vacancy.vacancyType}`),
      t(`vacancies:statuses.${vacancy.status}`),
      vacancy.street,
      vacancy.houseNumber,
      vacancy.postalCode,
      vacancy.city,
      t(vacancy.remote ? "data-viewer:exports.yes" : "data-viewer:exports.no"),
      vacancy.hoursPerWeek,
      vacancy.minimumAge,
      day(vacancy.expiresAt),
      day(vacancy.publishedAt),
      day(vacancy.createdAt),
    ]),
  };
}

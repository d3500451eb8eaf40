import ExcelJS from "exceljs";
import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { toCsv } from "../../http/csv";
import { listOrganizations, type OrganizationFilter } from "./organizations.service";

/** A centre's list whole, as far as an import takes it back in (contract/imports.ts: 50,000 rows). */
const EXPORT_LIMIT = 50_000;
const PAGE = 1000;

/** The columns, named as the import recognises them, so what is exported can be imported again. */
const COLUMNS = [
  "id",
  "name",
  "type",
  "status",
  "street",
  "houseNumber",
  "postalCode",
  "city",
  "phone",
  "email",
  "website",
  "description",
];

/** The organizations a filter selects, by name, as the export's header and rows in the reader's language. */
async function exportRows(db: Database, tenant: TenantId, filter: OrganizationFilter, t: TFunction) {
  const rows: unknown[][] = [];
  for (let number = 1; rows.length < EXPORT_LIMIT; number++) {
    const page = await listOrganizations(db, tenant, filter, { number, size: PAGE }, [{ field: "name", direction: "asc" }]);
    for (const org of page.rows) {
      rows.push([
        org.id,
        org.name,
        t(`organizations:types.${org.type}`),
        t(`organizations:statuses.${org.status}`),
        org.address?.street,
        org.address?.houseNumber,
        org.address?.postalCode,
        org.address?.city,
        org.phoneNumber,
        org.contactEmail,
        org.website,
        org.description,
      ]);
    }
    if (page.rows.length < PAGE) break;
  }
  return { header: COLUMNS.map((column) => t(`data-viewer:exports.organizations.${column}`)), rows: rows.slice(0, EXPORT_LIMIT) };
}

/** As CSV for Dutch Excel: semicolons, BOM, formulas neutralised (server/http/csv.ts). */
export async function organizationsCsv(db: Database, tenant: TenantId, filter: OrganizationFilter, t: TFunction) {
  const { header, rows } = await exportRows(db, tenant, filter, t);
  return toCsv(header, rows);
}

/** As an Excel workbook: every value a text or number cell, never a formula, whatever it starts with. */
export async function organizationsXlsx(db: Database, tenant: TenantId, filter: OrganizationFilter, t: TFunction) {
  const { header, rows } = await exportRows(db, tenant, filter, t);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t("data-viewer:exports.organizations.filename"));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => value ?? null));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}

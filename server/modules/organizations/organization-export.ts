import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { type ExportTable, readForExport } from "../../http/list-export";
import { listOrganizations, type OrganizationFilter } from "./organizations.service";

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

/** The organizations a filter selects, by name, as the export's table in the reader's language. */
export async function organizationsTable(
  db: Database,
  tenant: TenantId,
  filter: OrganizationFilter,
  t: TFunction,
): Promise<ExportTable> {
  const organizations = await readForExport(
    async (page) => (await listOrganizations(db, tenant, filter, page, [{ field: "name", direction: "asc" }])).rows,
  );
  return {
    name: t("data-viewer:exports.organizations.filename"),
    header: COLUMNS.map((column) => t(`data-viewer:exports.organizations.${column}`)),
    rows: organizations.map((org) => [
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
    ]),
  };
}

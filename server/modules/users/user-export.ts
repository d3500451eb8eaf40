import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { type ExportTable, readForExport } from "../../http/list-export";
import { wallClock } from "../../text/wall-clock";
import { listUsers, type UserFilter } from "./user-list.service";

/** What the list screen shows and how to reach someone, named as the import recognises them; never a secret. */
const COLUMNS = ["id", "firstName", "lastName", "email", "phone", "roles", "status", "createdAt"];

/** The users a filter selects, in the list's order, as the export's table in the reader's language. */
export async function usersTable(db: Database, tenant: TenantId, filter: UserFilter, t: TFunction): Promise<ExportTable> {
  const users = await readForExport(async (page) => (await listUsers(db, tenant, filter, page)).rows);
  return {
    name: t("data-viewer:exports.users.filename"),
    header: COLUMNS.map((column) => t(`data-viewer:exports.users.${column}`)),
    rows: users.map((user) => [
      user.id,
      user.firstName,
      user.lastName,
      user.email,
      user.phoneNumber,
      [...new Set(user.roles.map((role) => t(`identity:roles.${role.role}`)))].join(", "),
      t(`identity:statuses.${user.status}`),
      wallClock(user.createdAt).day,
    ]),
  };
}

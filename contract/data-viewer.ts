import { APPLICATION_STATUSES } from "./applications";
import { USER_STATUSES } from "./identity";
import { ORGANIZATION_STATUSES } from "./organization-options";
import { VACANCY_STATUSES } from "./vacancy-options";

/**
 * The tables the admin's data viewer (/admin/data-viewer) reads, each with its columns (snake_case, as sent and as
 * the CSV's header) and its one obvious filter ("kind": a status, or for the audit log the subject's type).
 */
export const DATA_VIEWER_TABLES = {
  audit_events: {
    columns: ["id", "created_at", "action", "subject_type", "subject_id", "actor_user_id", "actor_email", "details"],
    kinds: [
      "user",
      "organization",
      "vacancy",
      "form",
      "media_file",
      "partner",
      "stock_image",
      "volunteer_center",
      "workshop",
      "api_key",
      "import",
    ],
  },
  users: {
    columns: ["id", "first_name", "last_name", "email", "phone_number", "status", "signup_method", "center_id", "created_at"],
    kinds: USER_STATUSES,
  },
  organizations: {
    columns: ["id", "name", "organization_type", "status", "city", "phone_number", "contact_email", "center_id", "created_at"],
    kinds: ORGANIZATION_STATUSES,
  },
  vacancies: {
    columns: [
      "id",
      "title",
      "status",
      "vacancy_type",
      "organization_id",
      "organization_name",
      "city",
      "expires_at",
      "created_at",
    ],
    kinds: VACANCY_STATUSES,
  },
  applications: {
    columns: ["id", "first_name", "last_name", "email", "phone_number", "status", "vacancy_id", "vacancy_title", "created_at"],
    kinds: APPLICATION_STATUSES,
  },
} as const;

export type DataViewerTable = keyof typeof DATA_VIEWER_TABLES;
export const DATA_VIEWER_TABLE_NAMES = Object.keys(DATA_VIEWER_TABLES) as DataViewerTable[];

/** A row as the client sees it: the table's columns, flattened (camelCase). */
export type DataViewerRow = { id: string; type: DataViewerTable } & Record<string, unknown>;

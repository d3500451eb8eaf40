import { type Context, Hono } from "hono";
import { DATA_VIEWER_TABLES, type DataViewerTable } from "../../../contract/data-viewer";
import { dataViewerMeta, dataViewerRowSchema } from "../../../contract/data-viewer-resource";
import { AppError } from "../../http/app-error";
import { toCsv } from "../../http/csv";
import { sendCsv, wantsCsv } from "../../http/csv-response";
import { type ResourceDefinition, toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { ADMIN_MAX_PAGE_SIZE } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { authorized } from "../../policy/authorize";
import { readTable } from "./data-viewer.service";

export const dataViewerRoutes = new Hono<AppEnv>();

const TABLES = Object.keys(DATA_VIEWER_TABLES) as DataViewerTable[];

const tableOf = (c: Context<AppEnv>) => c.req.param("table") as DataViewerTable;
/** The table's one obvious filter: the audit log's subject type, every other table's status. */
const kindFilter = (table: DataViewerTable) => (table === "audit_events" ? "subject_type_eq" : "status_eq");

const cell = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value !== null && typeof value === "object" ? JSON.stringify(value) : value;

const rowResource = (table: DataViewerTable): ResourceDefinition<Record<string, unknown>> => ({
  type: table,
  schema: dataViewerRowSchema,
  id: (row) => Number(row.id),
  // The id is the resource's own (JSON:API keeps it out of the attributes).
  attributes: (row) =>
    Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (key === "id" ? [] : [[key, cell(value)]]))),
});

/**
 * GET /api/v1/data_viewer/{table}: a read-only page of one of the tenant's main tables or its audit log, newest
 * first, for its administrators only (they may see everything of their tenant, contact details included);
 * format=csv gives every matching row as a spreadsheet.
 */
dataViewerRoutes.get(
  "/data_viewer/:table",
  responds({
    summary: "Read one of the tenant's tables",
    description:
      "A read-only page of a main table or the audit log, newest first, for its administrators; `format=csv` gives every matching row.",
    resource: rowResource(TABLES[0]),
    types: TABLES,
    list: "paged",
    meta: dataViewerMeta,
    csv: true,
  }),
  authorized(isTenantAdmin),
  async (c, next) => {
    if (!Object.hasOwn(DATA_VIEWER_TABLES, tableOf(c)))
      throw new AppError(
        404,
        "not_found",
        c.get("t")("api-errors:detail.resourceNotFound", { type: "table", id: tableOf(c).slice(0, 40) }),
      );
    await next();
  },
  jsonApiQuery((c) => ({ filters: ["q", kindFilter(tableOf(c))], maxPageSize: ADMIN_MAX_PAGE_SIZE })),
  async (c) => {
    const table = tableOf(c);
    const query = c.req.valid("query");
    const kind = query.filter[kindFilter(table)];
    const kinds: readonly string[] = DATA_VIEWER_TABLES[table].kinds;
    if (kind && !kinds.includes(kind)) {
      const parameter = `filter[${kindFilter(table)}]`;
      const detail = c.get("t")("api-errors:detail.unknownFilter", { value: kind });
      throw new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
    }
    const filter = { q: query.filter.q?.trim().slice(0, 100) || undefined, kind };
    const csv = wantsCsv(c);
    const { rows, total } = await readTable(c.get("deps").db, c.get("site").tenant.id, table, filter, csv ? null : query.page);
    if (csv) {
      const columns: readonly string[] = DATA_VIEWER_TABLES[table].columns;
      return sendCsv(
        c,
        table,
        toCsv(
          [...columns],
          rows.map((row) => columns.map((column) => cell(row[column]) ?? "")),
        ),
      );
    }
    return sendDocument(
      c,
      toResourceDocument(rowResource(table), rows, {
        list: listPage(c, query.page, total),
        meta: { columns: DATA_VIEWER_TABLES[table].columns },
      }),
    );
  },
);

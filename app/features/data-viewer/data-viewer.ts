import { DATA_VIEWER_TABLE_NAMES, DATA_VIEWER_TABLES, type DataViewerTable } from "../../../contract/data-viewer";

/** The table and filters a URL asks for; anything unknown falls back to the audit log and no filter. */
export function dataViewerQuery(search: URLSearchParams) {
  const asked = search.get("tabel") as DataViewerTable | null;
  const table: DataViewerTable = asked && DATA_VIEWER_TABLE_NAMES.includes(asked) ? asked : "audit_events";
  const kinds: readonly string[] = DATA_VIEWER_TABLES[table].kinds;
  const kind = search.get("soort");
  const kindName = table === "audit_events" ? "subject_type_eq" : "status_eq";
  const filter: Record<string, string> = {};
  const q = search.get("q")?.trim().slice(0, 100);
  if (q) filter.q = q;
  if (kind && kinds.includes(kind)) filter[kindName] = kind;
  return { table, filter };
}

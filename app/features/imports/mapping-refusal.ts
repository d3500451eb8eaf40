import type { ApiError } from "../../../contract/api-client";
import type { ImportColumn } from "../../../contract/imports";

const AT_COLUMN = "/data/attributes/mapping/";

/** A refused upload's columns as its mapping left them, and what is wrong, at a column or with the whole mapping. */
export interface MappingRefusal {
  columns: ImportColumn[];
  /** By column name: what the API said of that column. */
  byColumn: Record<string, string>;
  /** What names no column of the file (a required field without one). */
  general: string[];
}

const unescapeSegment = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~");

/** The POST /imports refusal of a mapping (its meta has the file's columns); null for any other refusal. */
export function mappingRefusal(error: ApiError): MappingRefusal | null {
  const columns = error.errors.map((e) => e.meta?.columns).find(Array.isArray) as ImportColumn[] | undefined;
  if (!columns) return null;
  const names = new Set(columns.map((column) => column.column));
  const byColumn: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.errors) {
    const pointer = e.source?.pointer ?? "";
    const column = pointer.startsWith(AT_COLUMN) ? unescapeSegment(pointer.slice(AT_COLUMN.length)) : null;
    const detail = e.detail ?? e.title;
    if (column !== null && names.has(column)) byColumn[column] ??= detail;
    else if (!general.includes(detail)) general.push(detail);
  }
  return { columns, byColumn, general };
}

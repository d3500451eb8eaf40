import type { Context } from "hono";
import { attachmentDisposition } from "./content-disposition";
import { toCsv } from "./csv";
import { wantsCsv } from "./csv-response";
import type { AppEnv } from "./types";

/** The most rows one export holds: a centre's list whole, as far as an import takes it back in (contract/imports.ts). */
export const EXPORT_LIMIT = 50_000;
/** The header that says an export was cut at EXPORT_LIMIT rows. */
export const EXPORT_LIMIT_HEADER = "X-Export-Limit";
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PAGE = 1000;

export type ExportFormat = "csv" | "xlsx";

/** A list asked for as a file: `format=xlsx`, or `format=csv` / `Accept: text/csv`; null for the JSON:API list. */
export const exportFormat = (c: Context<AppEnv>): ExportFormat | null =>
  c.req.query("format") === "xlsx" ? "xlsx" : wantsCsv(c) ? "csv" : null;

/**
 * Every row a paged read gives, a thousand at a time, up to one more than the limit (so sendExport sees a cut).
 * Routes keep the defaults; a test gives a small limit and page to see the cut without 50,000 rows.
 */
export async function readForExport<T>(
  read: (page: { number: number; size: number }) => Promise<T[]>,
  limit = EXPORT_LIMIT,
  size = PAGE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let number = 1; rows.length <= limit; number++) {
    const page = await read({ number, size });
    rows.push(...page);
    if (page.length < size) break;
  }
  return rows;
}

/** A cell's value as Excel keeps it: a number stays a number, everything else is text (never a formula or a date). */
const xlsxValue = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === "number"
      ? value
      : value instanceof Date
        ? value.toISOString()
        : String(value);

/** Excel's rules for a sheet's name: at most 31 characters, none of []:*?/\ . */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, " ")
    .slice(0, 31)
    .trim() || "Export";

async function toXlsx(name: string, header: string[], rows: unknown[][]) {
  // Loaded when a workbook is asked for: some 300 modules every process would otherwise load at start.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(name));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(xlsxValue));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export interface ExportTable {
  /** The file's name without date or extension, in the reader's language. */
  name: string;
  header: string[];
  rows: unknown[][];
}

/**
 * The table as a download, `{name}-{date}.csv` for Dutch Excel (server/http/csv.ts) or `.xlsx`, never cached
 * (personal data). Rows past the limit (EXPORT_LIMIT for every route) are left off; the name and the X-Export-Limit
 * header then say so.
 */
export async function sendExport(
  c: Context<AppEnv>,
  format: ExportFormat,
  { name, header, rows }: ExportTable,
  limit = EXPORT_LIMIT,
) {
  const cut = rows.length > limit;
  const kept = cut ? rows.slice(0, limit) : rows;
  const limited = cut ? `-${c.get("t")("data-viewer:exports.limited", { count: limit })}` : "";
  const headers: Record<string, string> = {
    "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : XLSX_MEDIA_TYPE,
    "Content-Disposition": attachmentDisposition(`${name}-${new Date().toISOString().slice(0, 10)}${limited}.${format}`),
    "Cache-Control": "no-store",
  };
  if (cut) headers[EXPORT_LIMIT_HEADER] = String(limit);
  return c.body(format === "csv" ? toCsv(header, kept) : await toXlsx(name, header, kept), 200, headers);
}

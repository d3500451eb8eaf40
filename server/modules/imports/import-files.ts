import { parse } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { IMPORT_LIMITS, type ImportKind } from "../../../contract/imports";
import { ImportFileError, type ImportTable } from "./import-table";
import { isWordPressExport, readWordPressExport, type WordPressTable } from "./wordpress-export";
import { readWordPressZip } from "./wordpress-zip";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((byte, i) => bytes[i] === byte);

/** A file read: its table, and for a WordPress export the post type read, the others it has and its posts' images. */
export interface ImportFile {
  table: ImportTable;
  wordpress?: Omit<WordPressTable, "table"> & { zip: boolean };
  /** A zipped WordPress export's images, by their path below uploads/. */
  images?: Map<string, Uint8Array>;
}

/**
 * A .csv, .xlsx or, for vacancies, a WordPress export (told by its bytes, not its name) as a table; anything else
 * throws ImportFileError.
 */
export async function readImportFile(
  bytes: Uint8Array,
  { kind, postType }: { kind: ImportKind; postType?: string },
): Promise<ImportFile> {
  if (bytes.length === 0) throw new ImportFileError("empty");
  const wordpressTable = (wxr: Uint8Array, zip: boolean) => {
    if (kind !== "vacancies") throw new ImportFileError("wordpressKind");
    const { table, ...wordpress } = readWordPressExport(wxr, postType);
    return { table: checked(table), wordpress: { ...wordpress, zip } };
  };
  if (isWordPressExport(bytes)) return wordpressTable(bytes, false);
  if (isZip(bytes)) {
    // A workbook is a zip too; any other zip is a WordPress export with its uploads.
    const zipped = await readWordPressZip(bytes);
    if (zipped) return { ...wordpressTable(zipped.wxr, true), images: zipped.images };
  }
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  return { table: checked(table) };
}

/** The images of a zipped WordPress export given again to run its import; anything else is refused. */
export async function readZipImages(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const zipped = isZip(bytes) ? await readWordPressZip(bytes) : null;
  if (!zipped) throw new ImportFileError("zipNoExport");
  return zipped.images;
}

function checked(table: ImportTable): ImportTable {
  const headers = table.headers.map((header) => header.trim());
  if (headers.every((header) => header === "")) throw new ImportFileError("headers");
  const rows = table.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new ImportFileError("empty");
  if (rows.length > IMPORT_LIMITS.maxRows) throw new ImportFileError("rows", { max: IMPORT_LIMITS.maxRows });
  return { headers, rows };
}

/**
 * The text of a CSV: UTF-8 (a BOM is dropped), UTF-16 with a BOM, or Windows-1252 when the bytes are not valid UTF-8,
 * as Excel saves "CSV (puntkomma gescheiden)". Control characters other than tab and line breaks mean no text at all.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  // Excel's "Unicode text" is UTF-16 with its byte-order mark (and tabs between the fields).
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : null;
  try {
    text = new TextDecoder(utf16 ?? "utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(Buffer.from(bytes), "win1252");
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const sample = text.slice(0, 64 * 1024);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(sample)) throw new ImportFileError("type");
  return text;
}

/** The separator of the first line outside quotes: semicolon (Dutch Excel), comma or tab, whichever occurs most. */
export function detectDelimiter(text: string): string {
  const counts = new Map([
    [";", 0],
    [",", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const char of text.slice(0, IMPORT_LIMITS.maxLineBytes)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [",", 0])[0];
}

function readCsv(text: string): ImportTable {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: IMPORT_LIMITS.maxLineBytes,
      // One more than allowed (with the header) tells a file that is too long without reading all of it.
      to: IMPORT_LIMITS.maxRows + 2,
    }) as string[][];
  } catch (error) {
    const code = (error as { code?: string }).code;
    const line = (error as { lines?: number }).lines ?? null;
    if (code === "CSV_MAX_RECORD_SIZE") throw new ImportFileError("line", { line, max: IMPORT_LIMITS.maxLineBytes });
    throw new ImportFileError("csv", { line });
  }
  const [headers = [], ...rest] = records;
  return { headers, rows: rest.map((cells, i) => ({ number: i + 2, cells })) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell as text: dates as ISO days, formulas by their result, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("error" in value) return "";
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<ImportTable> {
  // Loaded when a workbook comes in (see list-export.ts).
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError("xlsx");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError("xlsx");
  if (sheet.rowCount > IMPORT_LIMITS.maxRows + 1) throw new ImportFileError("rows", { max: IMPORT_LIMITS.maxRows });
  const width = sheet.columnCount;
  const lines: { number: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    lines.push({ number, cells });
  });
  const [header, ...rows] = lines;
  return { headers: header?.cells ?? [], rows };
}

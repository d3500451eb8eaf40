import ExcelJS from "exceljs";
import { expect } from "vitest";

/** The rows of a CSV as list-export.ts writes it (BOM, every field quoted, semicolons, CRLF), header first. */
export async function csvRows(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  for (const match of text.matchAll(/"((?:[^"]|"")*)"(;|\r\n|$)/g)) {
    row.push(match[1].replaceAll('""', '"'));
    if (match[2] !== ";") {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** The first sheet's rows of an .xlsx answer, header first, each cell's value as the workbook keeps it. */
export async function xlsxRows(response: Response): Promise<unknown[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

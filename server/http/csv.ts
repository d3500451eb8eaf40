/**
 * CSV that is safe to open in a spreadsheet: every field quoted, and a cell that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe (OWASP "CSV injection").
 * Semicolons separate the fields and a byte-order mark leads, because Dutch Excel expects both.
 */
export const CSV_SEPARATOR = ";";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

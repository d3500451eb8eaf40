/** A file read as a table: its header row and its data rows, numbered as a spreadsheet numbers them (header = 1). */
export interface ImportTable {
  headers: string[];
  rows: { number: number; cells: string[] }[];
}

export type ImportFileProblem =
  | "type"
  | "empty"
  | "rows"
  | "line"
  | "csv"
  | "xlsx"
  | "headers"
  | "wordpress"
  | "postType"
  | "wordpressKind"
  | "zip"
  | "zipBomb"
  | "zipPath"
  | "zipNoExport";

/** Why a file cannot be read; `params` fill in its message. */
export class ImportFileError extends Error {
  constructor(
    readonly reason: ImportFileProblem,
    readonly params: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

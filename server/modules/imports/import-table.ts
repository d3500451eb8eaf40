/** A file read as a table: its header row and its data rows, numbered as a spreadsheet numbers them (header = 1). */
export interface ImportTable {
  headers: string[];
  rows: ImportTableRow[];
}

export interface ImportTableRow {
  number: number;
  cells: string[];
}

/** A table read as its file streams: the header row, then the data rows a batch at a time. */
export interface StreamedTable {
  headers: string[];
  batches: AsyncIterable<ImportTableRow[]>;
  /** Stops reading the file when its batches are not read to the end. */
  close?: () => void;
  /** The file's bytes read so far (with what the reader has buffered ahead): its progress through the file. */
  bytesRead?: () => number;
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
  | "zipNoExport"
  | "whole";

/** Why a file cannot be read; `params` fill in its message. */
export class ImportFileError extends Error {
  constructor(
    readonly reason: ImportFileProblem,
    readonly params: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

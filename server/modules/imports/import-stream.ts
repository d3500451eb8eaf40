// A large CSV read as it streams (issue 40 item 6): never the whole file in memory, its rows a batch at a time.
import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import iconv from "iconv-lite";
import { IMPORT_LIMITS, type ImportKind } from "../../../contract/imports";
import { decodeText, detectDelimiter, type ImportFile, readImportFile } from "./import-files";
import { ImportFileError, type ImportTableRow, type StreamedTable } from "./import-table";
import { isWordPressExport } from "./wordpress-export";

/** The file's bytes from the start, as often as asked (an upload kept on disk, a generated file). */
export type FileBytes = () => AsyncIterable<Uint8Array>;

const HEAD_BYTES = 64 * 1024;
const BATCH = 1000;
const ZIP = [0x50, 0x4b, 0x03, 0x04];

async function headOf(bytes: FileBytes): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of bytes()) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= HEAD_BYTES) break;
  }
  return Buffer.concat(parts);
}

async function wholeOf(bytes: FileBytes): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of bytes()) parts.push(chunk);
  return Buffer.concat(parts);
}

/** UTF-16 with its mark, else UTF-8 when every byte of the file is (read once, a chunk at a time), else Windows-1252. */
async function encodingOf(head: Uint8Array, bytes: FileBytes): Promise<string> {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  // Checked without decoding (a decoded 100 MB file was 200 MB of strings to collect); a character cut by a chunk's
  // end goes with the next chunk.
  let carry: Uint8Array = new Uint8Array(0);
  for await (const chunk of bytes()) {
    const part = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const end = utf8Boundary(part);
    if (!isUtf8(part.subarray(0, end))) return "win1252";
    carry = part.slice(end);
  }
  return carry.length === 0 ? "utf-8" : "win1252";
}

/**
 * A file as readImportFile reads it, but a CSV as it streams: a workbook or a WordPress export (read whole, so at
 * most `maxWholeBytes`) as a table, a CSV as its header and then its rows a batch at a time (`batches`, read once).
 */
export async function readImportStream(
  bytes: FileBytes,
  size: number,
  options: { kind: ImportKind; postType?: string },
): Promise<Omit<ImportFile, "table"> & { table: ImportFile["table"] | StreamedTable }> {
  const head = await headOf(bytes);
  if (head.length === 0) throw new ImportFileError("empty");
  if (isWordPressExport(head) || ZIP.every((byte, i) => head[i] === byte)) {
    if (size > IMPORT_LIMITS.maxWholeBytes) throw new ImportFileError("whole", { size: IMPORT_LIMITS.maxWholeBytes });
    return readImportFile(await wholeOf(bytes), options);
  }
  const encoding = await encodingOf(head, bytes);
  // The first chunk tells text from anything else, and the separator (decodeText refuses control characters).
  const headText = decodeText(head.subarray(0, encoding === "utf-8" ? utf8Boundary(head) : head.length));
  const delimiter = detectDelimiter(headText);
  let read = 0;
  const counted = async function* () {
    for await (const chunk of bytes()) {
      read += chunk.length;
      yield chunk;
    }
  };
  const records = Readable.from(counted())
    .pipe(iconv.decodeStream(encoding))
    .pipe(
      parse({
        delimiter,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: IMPORT_LIMITS.maxLineBytes,
        // One more than allowed (with the header) tells a file that is too long without reading all of it.
        to: IMPORT_LIMITS.maxRows + 2,
      }),
    );
  const iterator = records[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const first = await nextRecord(iterator);
  const headers = (first ?? []).map((header) => header.trim());
  if (headers.every((header) => header === "")) {
    records.destroy();
    throw new ImportFileError("headers");
  }
  const close = () => records.destroy();
  return { table: { headers, batches: rowBatches(iterator, close), close, bytesRead: () => read } };
}

/** Where the head's last whole UTF-8 character ends, so a character cut by the chunk is not read as broken. */
function utf8Boundary(head: Uint8Array): number {
  const end = head.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back];
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? end - back : end;
  }
  return end;
}

async function nextRecord(iterator: AsyncIterator<string[]>): Promise<string[] | null> {
  try {
    const next = await iterator.next();
    return next.done ? null : next.value;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const line = (error as { lines?: number }).lines ?? null;
    if (code === "CSV_MAX_RECORD_SIZE") throw new ImportFileError("line", { line, max: IMPORT_LIMITS.maxLineBytes });
    throw new ImportFileError("csv", { line });
  }
}

/** The data rows (numbered as a spreadsheet does, blank ones left out) in batches; more than maxRows is refused. */
async function* rowBatches(iterator: AsyncIterator<string[]>, stop: () => void): AsyncGenerator<ImportTableRow[]> {
  let number = 1;
  let kept = 0;
  let batch: ImportTableRow[] = [];
  try {
    for (let cells = await nextRecord(iterator); cells; cells = await nextRecord(iterator)) {
      number += 1;
      if (!cells.some((cell) => cell.trim() !== "")) continue;
      if (++kept > IMPORT_LIMITS.maxRows) throw new ImportFileError("rows", { max: IMPORT_LIMITS.maxRows });
      batch.push({ number, cells });
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } finally {
    stop();
  }
}

import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { readImportStream } from "./import-stream";
import { ImportFileError, type ImportTableRow, type StreamedTable } from "./import-table";

const MB = 1024 * 1024;

async function rowsOf(table: StreamedTable) {
  const rows: ImportTableRow[] = [];
  for await (const batch of table.batches) rows.push(...batch);
  return rows;
}

/** A file of `parts` made a chunk at a time: never whole in memory. */
const streamed = (parts: () => Iterable<Uint8Array>) =>
  async function* () {
    yield* parts();
  };

describe("a CSV read as it streams", () => {
  it("numbers its rows as a spreadsheet does, in batches, blank rows left out", async () => {
    const text = `Naam;Plaats\r\n${Array.from({ length: 2500 }, (_, i) => (i === 5 ? ";" : `Org ${i};Wezep`)).join("\r\n")}`;
    const bytes = new TextEncoder().encode(text);
    const file = await readImportStream(
      streamed(() => [bytes]),
      bytes.length,
      { kind: "organizations" },
    );
    expect(file.table.headers).toEqual(["Naam", "Plaats"]);
    const rows = await rowsOf(file.table as StreamedTable);
    expect(rows).toHaveLength(2499);
    expect(rows[0]).toEqual({ number: 2, cells: ["Org 0", "Wezep"] });
    expect(rows[5]).toEqual({ number: 8, cells: ["Org 6", "Wezep"] });
  });

  it("is Windows-1252 when a byte past its first chunk is no UTF-8", async () => {
    const head = new TextEncoder().encode(`Naam;Plaats\r\n${"Org;Wezep\r\n".repeat(10_000)}`);
    const tail = iconv.encode("Café;Zwolle\r\n", "win1252");
    const file = await readImportStream(
      streamed(() => [head, tail]),
      head.length + tail.length,
      { kind: "organizations" },
    );
    const rows = await rowsOf(file.table as StreamedTable);
    expect(rows.at(-1)?.cells).toEqual(["Café", "Zwolle"]);
  });

  it("refuses 100 MB of one line at the line limit, without holding it", async () => {
    const chunk = new Uint8Array(MB).fill(0x61);
    const before = process.memoryUsage().rss;
    const error = await (async () => {
      const file = await readImportStream(
        streamed(function* () {
          for (let i = 0; i < 100; i++) yield chunk;
        }),
        100 * MB,
        { kind: "organizations" },
      );
      await rowsOf(file.table as StreamedTable);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).reason).toBe("line");
    // Held whole it would be 100 MB as bytes and 200 MB as text.
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * MB);
  });

  it("refuses bytes that are no text from the first chunk", async () => {
    const bytes = new Uint8Array([0x00, 0x01, 0x02, 0x03, 0x41, 0x42]);
    await expect(
      readImportStream(
        streamed(() => [bytes]),
        bytes.length,
        { kind: "organizations" },
      ),
    ).rejects.toMatchObject({
      reason: "type",
    });
  });
});

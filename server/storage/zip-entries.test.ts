import { randomBytes } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { describe, expect, it } from "vitest";
import { NotAZipError, zipEntries } from "./zip-entries";

/** A zip as a streaming writer makes it (macOS's Archive Utility, our tenant export): sizes only after each file. */
function streamedZip(files: Record<string, Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, bytes] of Object.entries(files)) {
    const entry = name.endsWith(".jpg") ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  return Buffer.concat(parts);
}

async function read(source: AsyncIterable<Uint8Array> | Uint8Array) {
  const files = new Map<string, Buffer>();
  for await (const entry of zipEntries(source)) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of entry.chunks) chunks.push(chunk);
    files.set(entry.name, Buffer.concat(chunks));
  }
  return files;
}

async function* inPieces(bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += 4096) yield bytes.subarray(at, at + 4096);
}

describe("a zip's entries", () => {
  it("come out whole when a file's bytes hold the signatures a streaming reader stops at, from memory and from a stream", async () => {
    const photo = new Uint8Array(randomBytes(200_000));
    photo.set([0x50, 0x4b, 0x07, 0x08], 5_000);
    photo.set([0x50, 0x4b, 0x01, 0x02], 90_000);
    const text = new TextEncoder().encode("PK\x07\x08 in a line of text\n".repeat(100));
    const zip = streamedZip({ "uploads/2025/photo.jpg": photo, "export.xml": text });
    for (const files of [await read(zip), await read(inPieces(zip))]) {
      expect([...files.keys()]).toEqual(["uploads/2025/photo.jpg", "export.xml"]);
      expect(files.get("uploads/2025/photo.jpg")?.equals(photo)).toBe(true);
      expect(files.get("export.xml")?.equals(text)).toBe(true);
    }
  });

  it("give names as they are, `..` too, for the caller to judge; what is no zip is said to be none", async () => {
    const files = await read(streamedZip({ "../outside.txt": new Uint8Array([1]) }));
    expect([...files.keys()]).toEqual(["../outside.txt"]);
    await expect(read(new TextEncoder().encode("PK but no zip at all"))).rejects.toBeInstanceOf(NotAZipError);
  });
});

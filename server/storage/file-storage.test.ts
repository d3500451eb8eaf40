import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStorageUrl } from "../config/storage-url";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import type { FileStorage, StoredFile } from "./file-storage";
import { createLocalFolderStorage } from "./local-folder-storage";
import { createS3Storage } from "./s3-storage";

/** One behaviour, two backends: what the media module relies on holds for the local folder and for S3 alike. */
interface Backend {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

const BACKENDS: Backend[] = [
  {
    name: "the local folder",
    async start() {
      const folder = mkdtempSync(path.join(tmpdir(), "vp-test-files-"));
      return { storage: createLocalFolderStorage(folder), stop: async () => rmSync(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: "an S3-compatible server",
    async start() {
      const server: TestS3Server = await startS3Server();
      return { storage: createS3Storage(parseStorageUrl(server.storageUrl)), stop: server.stop };
    },
  },
];

async function readAll(file: StoredFile): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Uint8Array[] = [];
  const reader = file.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

/** The size under a key (or null), the body let go unread. */
async function sizeOf(storage: FileStorage, key: string): Promise<number | null> {
  const file = await storage.get(key);
  await file?.body.cancel();
  return file ? file.size : null;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(BACKENDS)("file storage on $name", (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
  });
  afterAll(() => stop());

  it("gives back what was put, with its size, and nothing after a delete", async () => {
    const bytes = new Uint8Array(randomBytes(1000));
    await storage.put("oldebroek/2026/put-get.webp", bytes, "image/webp");

    const file = await storage.get("oldebroek/2026/put-get.webp");
    expect(file?.size).toBe(1000);
    expect(new Uint8Array((await readAll(file as StoredFile)).bytes)).toEqual(bytes);

    await storage.delete("oldebroek/2026/put-get.webp");
    expect(await storage.get("oldebroek/2026/put-get.webp")).toBeNull();
  });

  it("answers null for a key that was never written, and deleting one twice (or never written) is fine", async () => {
    expect(await storage.get("oldebroek/2026/never-written.webp")).toBeNull();
    expect(await storage.get("nobody/never-written.webp")).toBeNull();
    await storage.put("oldebroek/2026/twice.webp", new Uint8Array([1, 2, 3]), "image/webp");
    await storage.delete("oldebroek/2026/twice.webp");
    await storage.delete("oldebroek/2026/twice.webp");
    await storage.delete("oldebroek/2026/never-written.webp");
    expect(await storage.get("oldebroek/2026/twice.webp")).toBeNull();
  });

  it("keeps keys apart: a file under one tenant's folder is not under another's", async () => {
    await storage.put("oldebroek/2026/same-name.webp", new Uint8Array([1]), "image/webp");
    await storage.put("heumen/2026/same-name.webp", new Uint8Array([2, 2]), "image/webp");
    expect(await sizeOf(storage, "oldebroek/2026/same-name.webp")).toBe(1);
    expect(await sizeOf(storage, "heumen/2026/same-name.webp")).toBe(2);
    await storage.delete("heumen/2026/same-name.webp");
    expect(await sizeOf(storage, "heumen/2026/same-name.webp")).toBeNull();
    expect(await sizeOf(storage, "oldebroek/2026/same-name.webp")).toBe(1);
  });

  it("streams a large file in pieces rather than as one buffer", async () => {
    const bytes = new Uint8Array(randomBytes(12 * 1024 * 1024));
    await storage.put("oldebroek/2026/large.webp", bytes, "image/webp");

    const file = await storage.get("oldebroek/2026/large.webp");
    expect(file?.size).toBe(bytes.byteLength);
    const read = await readAll(file as StoredFile);
    expect(read.chunks).toBeGreaterThan(1);
    expect(read.bytes.byteLength).toBe(bytes.byteLength);
    expect(sha256(read.bytes)).toBe(sha256(bytes));
  });

  it("writes a stream as it comes (in parts past 8 MiB on S3), and a stream that fails leaves nothing", async () => {
    const pieces = Array.from({ length: 20 }, () => new Uint8Array(randomBytes(1024 * 1024)));
    const size = await storage.putStream(
      "platform/exports/oldebroek/streamed.zip",
      (async function* () {
        yield* pieces;
      })(),
      "application/zip",
    );
    expect(size).toBe(20 * 1024 * 1024);
    const read = await readAll((await storage.get("platform/exports/oldebroek/streamed.zip")) as StoredFile);
    expect(sha256(read.bytes)).toBe(sha256(Buffer.concat(pieces)));

    const failing = (async function* () {
      yield* pieces.slice(0, 10);
      throw new Error("the export failed");
    })();
    await expect(storage.putStream("platform/exports/oldebroek/failed.zip", failing, "application/zip")).rejects.toThrow(
      "the export failed",
    );
    expect(await storage.get("platform/exports/oldebroek/failed.zip")).toBeNull();
    await expect(storage.putStream("../outside.zip", failing, "application/zip")).rejects.toThrow(/not a storage key/);
  });

  it("lets a reader stop half-way without harm", async () => {
    await storage.put("oldebroek/2026/cancelled.webp", new Uint8Array(randomBytes(2 * 1024 * 1024)), "image/webp");
    const file = await storage.get("oldebroek/2026/cancelled.webp");
    await file?.body.cancel();
    expect(await sizeOf(storage, "oldebroek/2026/cancelled.webp")).toBe(2 * 1024 * 1024);
  });

  it.each([
    "../outside.webp",
    "oldebroek/../../outside.webp",
    "/etc/passwd.webp",
    "Oldebroek/2026/upper-case-folder.webp",
    "no-folder.webp",
    "oldebroek/2026/no-extension",
    "oldebroek/2026/two.dots.webp",
    "oldebroek\\2026\\backslash.webp",
    "oldebroek/2026/space here.webp",
  ])("refuses the key %j: put throws, get is null, delete does nothing", async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), "image/webp")).rejects.toThrow(/not a storage key/);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });
});

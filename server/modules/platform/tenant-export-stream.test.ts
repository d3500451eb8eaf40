import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage, StoredFile } from "../../storage/file-storage";
import { createLocalFolderStorage } from "../../storage/local-folder-storage";
import { zipEntries } from "../../storage/zip-entries";
import { createTestApp, type TestApp } from "../../test/test-app";
import { uploads } from "../media/media.table";
import { queueTenantExport } from "./tenant-exports.service";
import { tenantExports } from "./tenant-exports.table";

const FILES = 6;
const FILE_BYTES = 4 * 1024 * 1024;

let t: TestApp;
let storage: FileStorage;

beforeAll(async () => {
  t = await createTestApp();
  storage = createLocalFolderStorage(t.uploadsDir);
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("a tenant's export streamed into the storage (issue 39)", () => {
  it("stores the zip of a tenant with 24 MB of files, read back as a stream with every file as it was", async () => {
    // 24 MB of the tenant's files, one upload row each (its small variant the same file).
    const sums = new Map<string, string>();
    for (let index = 0; index < FILES; index += 1) {
      const key = `demo/2026/large-${index}.webp`;
      const bytes = new Uint8Array(randomBytes(FILE_BYTES));
      // A photo's bytes may hold a data descriptor's and a directory entry's signatures: a zip reader must not stop there.
      bytes.set([0x50, 0x4b, 0x07, 0x08], 1000 + index);
      bytes.set([0x50, 0x4b, 0x01, 0x02], 70_000 + index);
      await storage.put(key, bytes, "image/webp");
      sums.set(key, sha256(bytes));
      await t.db.insert(uploads).values({
        tenantId: "demo",
        sourceType: "image/webp",
        contentType: "image/webp",
        path: key,
        smallPath: key,
        width: 1,
        height: 1,
        bytes: FILE_BYTES,
        smallWidth: 1,
        smallHeight: 1,
      });
    }

    const queued = await queueTenantExport(t.db, "demo", "operator@platform.demo.test");
    await t.jobs.workDue();

    const [done] = await t.db.select().from(tenantExports).where(eq(tenantExports.id, queued.id));
    expect(done.status).toBe("done");
    expect(Number(done.sizeBytes)).toBeGreaterThan(FILES * FILE_BYTES);

    // The stored zip, read back as the import reads it, has every file as it was.
    const stored = (await storage.get(String(done.storageKey))) as StoredFile;
    expect(stored.size).toBe(Number(done.sizeBytes));
    const seen = new Map<string, string>();
    for await (const entry of zipEntries(Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>))) {
      if (!entry.name.startsWith("files/")) continue;
      const hash = createHash("sha256");
      for await (const chunk of entry.chunks) hash.update(chunk);
      seen.set(entry.name.slice("files/".length), hash.digest("hex"));
    }
    for (const [key, sum] of sums) expect(seen.get(key)).toBe(sum);
  }, 120_000);
});

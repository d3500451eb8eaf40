import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Unzip, UnzipInflate } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage, StoredFile } from "../../storage/file-storage";
import { createLocalFolderStorage } from "../../storage/local-folder-storage";
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

    // The stored zip, read as a stream, has every file as it was.
    const seen = new Map<string, string>();
    const unzip = new Unzip();
    unzip.register(UnzipInflate);
    unzip.onfile = (file) => {
      if (!file.name.startsWith("files/")) return;
      const hash = createHash("sha256");
      file.ondata = (error, data, final) => {
        if (error) throw error;
        hash.update(data);
        if (final) seen.set(file.name.slice("files/".length), hash.digest("hex"));
      };
      file.start();
    };
    const stored = (await storage.get(String(done.storageKey))) as StoredFile;
    expect(stored.size).toBe(Number(done.sizeBytes));
    const reader = stored.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) unzip.push(read.value);
    unzip.push(new Uint8Array(), true);
    for (const [key, sum] of sums) expect(seen.get(key)).toBe(sum);
  }, 120_000);
});

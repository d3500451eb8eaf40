import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStorageUrl } from "../config/storage-url";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { createS3Storage } from "./s3-storage";

// What only S3 has: the object as the bucket holds it, machines sharing a bucket, and settings that are wrong.
// The behaviour both backends share is in file-storage.test.ts.
let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.stop());

const storageAt = (url: string) => createS3Storage(parseStorageUrl(url));

describe("S3 storage", () => {
  it("puts the file in the bucket under its key, with its content type", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    await storageAt(server.storageUrl).put("oldebroek/2026/in-bucket.webp", bytes, "image/webp");

    const object = await server.client.fetch(`${server.bucketUrl}/oldebroek/2026/in-bucket.webp`);
    expect(object.status).toBe(200);
    expect(object.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(bytes);
  });

  it("shares files between machines that point at the same bucket", async () => {
    const one = storageAt(server.storageUrl);
    const other = storageAt(server.storageUrl);
    await one.put("heumen/2026/shared.webp", new Uint8Array([1, 2, 3, 4]), "image/webp");

    const file = await other.get("heumen/2026/shared.webp");
    expect(file?.size).toBe(4);
    await file?.body.cancel();
    await other.delete("heumen/2026/shared.webp");
    expect(await one.get("heumen/2026/shared.webp")).toBeNull();
  });

  it("fails loudly, without the secret, when the secret is wrong: the server checks every signature", async () => {
    const wrong = storageAt(server.storageUrl.replace(":S3RVER@", ":not-the-secret@"));
    await storageAt(server.storageUrl).put("oldebroek/2026/guarded.webp", new Uint8Array([1]), "image/webp");

    const put = wrong.put("oldebroek/2026/forged.webp", new Uint8Array([1]), "image/webp");
    await expect(put).rejects.toThrow("storage: PUT oldebroek/2026/forged.webp answered 403 (SignatureDoesNotMatch)");
    // A setting to fix is not a missing file: get throws rather than answering null.
    await expect(wrong.get("oldebroek/2026/guarded.webp")).rejects.toThrow(/403 \(SignatureDoesNotMatch\)/);
    await expect(wrong.delete("oldebroek/2026/guarded.webp")).rejects.toThrow(/403/);
    await expect(wrong.get("oldebroek/2026/guarded.webp")).rejects.not.toThrow(/not-the-secret/);
    expect(await storageAt(server.storageUrl).get("oldebroek/2026/forged.webp")).toBeNull();
  });

  it("fails loudly when the bucket does not exist, on get and delete too", async () => {
    const missing = storageAt(server.storageUrl.replace("/uploads", "/no-such-bucket"));
    await expect(missing.put("oldebroek/2026/a.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/404 \(NoSuchBucket\)/);
    await expect(missing.get("oldebroek/2026/a.webp")).rejects.toThrow(/404 \(NoSuchBucket\)/);
    await expect(missing.delete("oldebroek/2026/a.webp")).rejects.toThrow(/404 \(NoSuchBucket\)/);
  });

  it("fails, rather than answering null, when the server is not there", async () => {
    const down = await startS3Server();
    await down.stop();
    await expect(storageAt(down.storageUrl).get("oldebroek/2026/a.webp")).rejects.toThrow();
  });
});

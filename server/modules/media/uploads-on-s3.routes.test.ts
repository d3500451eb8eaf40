import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStorageUrl } from "../../config/storage-url";
import { createS3Storage } from "../../storage/s3-storage";
import { expectDocument } from "../../test/expect-json-api";
import { startS3Server, type TestS3Server } from "../../test/s3-server";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

// The media routes over the S3 storage that STORAGE_URL selects, against a real S3-compatible server.
let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storage: createS3Storage(parseStorageUrl(s3.storageUrl)) });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe("uploads kept in an S3 bucket", () => {
  it("stores an uploaded image's two WebP variants in the bucket and serves them back under /uploads", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f7d5b" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append("file", new File([new Uint8Array(png)], "poster.png", { type: "image/png" }));
    const response = await t.request("/api/v1/uploads", {
      method: "POST",
      headers: await demoSessions(t)("organization_superuser", "oldebroek"),
      body,
    });
    const doc = await expectDocument(response, 201);
    const { url, small_url: smallUrl, bytes } = doc.data.attributes as Record<string, string | number>;
    expect(url).toMatch(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);

    for (const served of [String(url), String(smallUrl)]) {
      const key = served.slice("/uploads/".length);
      const object = await s3.client.fetch(`${s3.bucketUrl}/${key}`);
      expect(object.status).toBe(200);
      expect(object.headers.get("content-type")).toBe("image/webp");
      const inBucket = new Uint8Array(await object.arrayBuffer());

      const page = await t.request(served, { headers: { host: hostOf("oldebroek") } });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("image/webp");
      expect(page.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytesServed = new Uint8Array(await page.arrayBuffer());
      expect(bytesServed).toEqual(inBucket);
      expect(page.headers.get("content-length")).toBe(String(inBucket.byteLength));
    }
    const large = await t.request(String(url), { headers: { host: hostOf("oldebroek") } });
    expect((await sharp(new Uint8Array(await large.arrayBuffer())).metadata()).width).toBe(900);
    expect(Number(large.headers.get("content-length"))).toBe(bytes);
  });

  it("answers 404 for a key the bucket does not hold, and HEAD with the size but no body", async () => {
    const host = hostOf("oldebroek");
    const missing = await t.request("/uploads/oldebroek/2026/0123456789abcdef0123456789abcdef.webp", { headers: { host } });
    expect(missing.status).toBe(404);

    await t.deps.storage.put("oldebroek/2026/fedcba9876543210fedcba9876543210.webp", new Uint8Array(5), "image/webp");
    const head = await t.request("/uploads/oldebroek/2026/fedcba9876543210fedcba9876543210.webp", {
      method: "HEAD",
      headers: { host },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("5");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

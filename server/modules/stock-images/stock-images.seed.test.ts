import { count, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { DEMO_TENANT_IDS } from "../../seed/demo-tenants";
import { seedDemoData } from "../../seed/seed";
import { hostOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { stockImages } from "./stock-images.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo stock image library", () => {
  it("gives every tenant 30 or more images of its own, each named, described and with Dutch and English keywords", async () => {
    for (const tenant of DEMO_TENANT_IDS) {
      const rows = await withTenant(t.db, tenant, (tx) => tx.select().from(stockImages).where(eq(stockImages.tenantId, tenant)));
      expect(rows.length).toBeGreaterThanOrEqual(30);
      for (const row of rows) {
        for (const text of [
          row.nameNl,
          row.nameEn,
          row.shortDescriptionNl,
          row.shortDescriptionEn,
          row.descriptionNl,
          row.descriptionEn,
        ]) {
          expect(text.length).toBeGreaterThan(2);
        }
        expect(row.keywordsNl.length).toBeGreaterThanOrEqual(3);
        expect(row.keywordsEn.length).toBeGreaterThanOrEqual(3);
      }
      expect(new Set(rows.map((row) => row.nameNl)).size).toBe(rows.length);
    }
  });

  it("serves every image and its small variant as WebP of the stated size, on its own tenant's host only", async () => {
    const response = await t.request("/api/v1/stock_images?page[size]=100", {
      headers: await signIn(t, "admin", "roermond"),
    });
    const { data } = (await response.json()) as { data: { attributes: Record<string, string | number> }[] };
    expect(data.length).toBeGreaterThanOrEqual(30);
    for (const { attributes } of data) {
      for (const [url, width, height] of [
        [attributes.image_url, 1200, 800],
        [attributes.image_small_url, 480, 320],
      ] as const) {
        const file = await t.request(String(url), { headers: { host: hostOf("roermond") } });
        expect(file.status).toBe(200);
        expect(file.headers.get("content-type")).toBe("image/webp");
        const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: "webp", width, height });
      }
    }
    const elsewhere = await t.request(String(data[0].attributes.image_url), { headers: { host: hostOf("oldebroek") } });
    expect(elsewhere.status).toBe(404);
  });

  it("is seeded once: a second run adds nothing", async () => {
    const before = await withTenant(t.db, "demo", (tx) => tx.select({ n: count() }).from(stockImages));
    await seedDemoData(t.db, pino({ level: "silent" }), { storage: t.deps.storage });
    const after = await withTenant(t.db, "demo", (tx) => tx.select({ n: count() }).from(stockImages));
    expect(after).toEqual(before);
  });
});

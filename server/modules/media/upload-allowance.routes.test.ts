import { readdirSync } from "node:fs";
import { and, count, eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { uploads } from "./media.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2f7d5b" } })
    .png()
    .toBuffer();

async function upload(role: Role, bytes: Uint8Array, language = "nl") {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" }));
  return t.request("/api/v1/uploads", {
    method: "POST",
    headers: { ...(await as(role)), "accept-language": language },
    body,
  });
}

const userId = async (role: Role) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail(role, "oldebroek")))
  )[0].id;

const uploadsOf = async (id: number) =>
  (
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.tenantId, "oldebroek"), eq(uploads.uploadedById, id))),
    )
  )[0].n;

const storedFiles = () => readdirSync(t.uploadsDir, { recursive: true }).filter((f) => String(f).endsWith(".webp")).length;

/** Counts sharp's pipelines (a decode, an encode) as they run, in this process. */
const toBuffer = sharp.prototype.toBuffer;
const decodes = { running: 0, peak: 0, started: 0 };
function countDecodes() {
  Object.assign(decodes, { running: 0, peak: 0, started: 0 });
  sharp.prototype.toBuffer = function (this: Sharp, ...args: unknown[]) {
    decodes.started += 1;
    decodes.running += 1;
    decodes.peak = Math.max(decodes.peak, decodes.running);
    const done = (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return done.finally(() => {
      decodes.running -= 1;
    });
  } as typeof toBuffer;
}
afterEach(() => {
  sharp.prototype.toBuffer = toBuffer;
});

describe("POST /api/v1/uploads: pixels per role", () => {
  it("refuses a volunteer's 30-megapixel image by its header, in Dutch and English, without decoding it", async () => {
    const big = await blank(6000, 5000);
    const volunteer = await userId("volunteer");
    countDecodes();
    const [nl] = await expectErrors(await upload("volunteer", big), 422, "validation_failed");
    expect(nl).toMatchObject({
      detail: "Deze afbeelding heeft te veel pixels; gebruik er een van hoogstens 24 megapixel.",
      source: { pointer: "/data/attributes/file" },
    });
    const [en] = await expectErrors(await upload("organization_superuser", big, "en"), 422, "validation_failed");
    expect(en.detail).toBe("This image has too many pixels; use one of at most 24 megapixels.");
    expect(decodes.started).toBe(0);
    expect(await uploadsOf(volunteer)).toBe(0);
  });

  it("takes the same image from a centre superuser, who runs the media library (up to 50 megapixels)", async () => {
    const big = await blank(6000, 5000);
    const doc = await expectDocument(await upload("center_superuser", big), 201);
    expect(doc.data.attributes).toMatchObject({ width: 1600, height: 1333 });
    const [refused] = await expectErrors(await upload("center_superuser", await blank(8000, 7000)), 422, "validation_failed");
    expect(refused.detail).toBe("Deze afbeelding heeft te veel pixels; gebruik er een van hoogstens 50 megapixel.");
  });
});

describe("POST /api/v1/uploads: one decode at a time per process", () => {
  it("decodes four uploads sent together one after the other, and answers each", async () => {
    const images = await Promise.all([1, 2, 3, 4].map((n) => blank(2400 + n, 1800)));
    countDecodes();
    const responses = await Promise.all(images.map((image) => upload("admin", image)));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    // Per upload one decode of its bytes, then its two variants encoded from those pixels.
    expect(decodes.started).toBe(12);
    expect(decodes.peak).toBe(1);
  });
});

describe("POST /api/v1/uploads: rate per user", () => {
  it("takes 20 attempts an hour from a student, then answers 429 with Retry-After before reading the body", async () => {
    const png = await blank(40, 30);
    for (let i = 0; i < 20; i++) expect((await upload("student", i % 2 ? png : new Uint8Array([1, 2, 3]))).status).not.toBe(429);
    const student = await userId("student");
    const stored = await uploadsOf(student);
    const response = await upload("student", png);
    const [error] = await expectErrors(response, 429, "too_many_requests");
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(error.detail).toMatch(/^Te veel pogingen/);
    expect(await uploadsOf(student)).toBe(stored);
    // Someone else is not held back by it.
    await expectDocument(await upload("volunteer", png), 201);
  });
});

describe("POST /api/v1/uploads: what a user may keep", () => {
  const MB = 1024 * 1024;
  /** Uploads of the user that already take `bytes` (as if uploaded earlier), to fill his allowance quickly. */
  async function alreadyStored(id: number, bytes: number) {
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.insert(uploads).values({
        tenantId: "oldebroek",
        uploadedById: id,
        sourceType: "image/png",
        contentType: "image/webp",
        path: `oldebroek/2026/filled-${id}-${bytes}.webp`,
        width: 1600,
        height: 1200,
        bytes,
        smallPath: `oldebroek/2026/filled-${id}-${bytes}-480.webp`,
        smallWidth: 480,
        smallHeight: 360,
      }),
    );
  }

  it("refuses an upload past 25 MB of an organization superuser's images with a translated 422, and stores nothing", async () => {
    const png = await blank(800, 600);
    const superuser = await userId("organization_superuser");
    await alreadyStored(superuser, 25 * MB - 100);
    const [rows, files] = [await uploadsOf(superuser), storedFiles()];
    // Room for 100 bytes only: the image's large variant is more, so it is refused once made, and left nowhere.
    const [nl] = await expectErrors(await upload("organization_superuser", png), 422, "validation_failed");
    expect(nl).toMatchObject({
      detail:
        "Je afbeeldingen nemen al 25 MB in van de 25 MB die je mag bewaren. Afbeeldingen die nergens gebruikt worden, verdwijnen na een dag.",
      source: { pointer: "/data/attributes/file" },
    });
    await alreadyStored(superuser, 200);
    countDecodes();
    const [en] = await expectErrors(await upload("organization_superuser", png, "en"), 422, "validation_failed");
    expect(en.detail).toBe(
      "Your images already take 25 MB of the 25 MB you may keep. Images that are used nowhere are removed after a day.",
    );
    // Full is told before anything is decoded.
    expect(decodes.started).toBe(0);
    expect(await uploadsOf(superuser)).toBe(rows + 1);
    expect(storedFiles()).toBe(files);
  });
});

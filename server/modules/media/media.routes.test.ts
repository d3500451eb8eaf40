import { readdirSync } from "node:fs";
import zlib from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/identity";
import { createApp } from "../../app";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { uploads } from "./media.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

type Role = Parameters<ReturnType<typeof demoSessions>>[0];

function form(bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return body;
}

async function upload(
  bytes: Uint8Array,
  name = "foto.png",
  type = "image/png",
  role: Role = "organization_superuser",
  tenant = "oldebroek",
  language = "nl",
) {
  return t.request("/api/v1/uploads", {
    method: "POST",
    headers: { ...(await as(role, tenant)), "accept-language": language },
    body: form(bytes, name, type),
  });
}

const uploadCount = async (tenant: TenantId = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select({ n: count() }).from(uploads)))[0].n;

const storedFiles = () => readdirSync(t.uploadsDir, { recursive: true }).filter((f) => String(f).endsWith(".webp")).length;

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#2f7d5b" } });

/** A tiny PNG whose header claims a huge image: what a decompression bomb looks like to the decoder. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** GET a served file: status, headers and the image as sharp reads it. */
async function served(url: string, host = hostOf("oldebroek")) {
  const response = await t.request(url, { headers: { host } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, meta: response.status === 200 ? await sharp(bytes).metadata() : null, bytes };
}

describe("POST /api/v1/uploads", () => {
  it("takes a real PNG, stores it as WebP within 1600 px with a 480 px variant, and serves both for a year", async () => {
    const png = await picture(2400, 1200).png().toBuffer();
    const doc = await expectDocument(await upload(png, "poster.png"), 201);
    expect(doc.data.type).toBe("uploads");
    const attributes = doc.data.attributes ?? {};
    expect(attributes).toMatchObject({
      content_type: "image/webp",
      width: 1600,
      height: 800,
      small_width: 480,
      small_height: 240,
    });
    expect(attributes.url).toMatch(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);

    const large = await served(String(attributes.url));
    expect(large.response.status).toBe(200);
    expect(large.response.headers.get("content-type")).toBe("image/webp");
    expect(large.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(large.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(large.meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(large.bytes.byteLength).toBe(attributes.bytes);

    const small = await served(String(attributes.small_url));
    expect(small.meta).toMatchObject({ format: "webp", width: 480, height: 240 });
  });

  it("turns a JPEG upright by its EXIF orientation, strips EXIF, and never enlarges a small one", async () => {
    const jpeg = await picture(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Telefoon", Copyright: "Anna de Vries" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // A name and a declared type that lie do not matter: the bytes are a JPEG.
    const doc = await expectDocument(await upload(jpeg, "scan.gif", "image/gif"), 201);
    expect(doc.data.attributes).toMatchObject({ width: 800, height: 1200 });
    const file = await served(String(doc.data.attributes?.url));
    expect(file.meta).toMatchObject({ format: "webp", width: 800, height: 1200 });
    expect(file.meta?.exif).toBeUndefined();
    expect(file.meta?.orientation).toBeUndefined();

    const tiny = await picture(300, 200).webp().toBuffer();
    const small = await expectDocument(await upload(tiny, "klein.webp", "image/webp"), 201);
    expect(small.data.attributes).toMatchObject({ width: 300, height: 200, small_width: 300, small_height: 200 });
  });

  it("takes a GIF too (its first frame)", async () => {
    const gif = await picture(64, 48).gif().toBuffer();
    const doc = await expectDocument(await upload(gif, "anim.gif", "image/gif"), 201);
    expect(doc.data.attributes).toMatchObject({ content_type: "image/webp", width: 64, height: 48 });
  });

  it("refuses a text file named .png, in Dutch and English, and stores nothing", async () => {
    const [rows, files] = [await uploadCount(), storedFiles()];
    const text = new TextEncoder().encode("Dit is geen plaatje, alleen tekst.\n".repeat(20));
    const [nl] = await expectErrors(await upload(text, "foto.png", "image/png"), 422, "validation_failed");
    expect(nl).toMatchObject({
      detail: "Kies een afbeelding in JPEG-, PNG-, WebP-, GIF- of AVIF-formaat.",
      source: { pointer: "/data/attributes/file" },
    });
    const [en] = await expectErrors(
      await upload(text, "foto.png", "image/png", "organization_superuser", "oldebroek", "en"),
      422,
      "validation_failed",
    );
    expect(en.detail).toBe("Choose an image in JPEG, PNG, WebP, GIF or AVIF format.");
    // SVG is an image, but one that can carry script: not taken either.
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectErrors(await upload(svg, "logo.svg", "image/svg+xml"), 422, "validation_failed");
    expect(await uploadCount()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("refuses a decompression bomb by its header, and a truncated image, without decoding them", async () => {
    const rows = await uploadCount();
    const [bomb] = await expectErrors(await upload(pngClaiming(10_000, 10_000)), 422, "validation_failed");
    expect(bomb.detail).toBe("Deze afbeelding heeft te veel pixels; gebruik er een van hoogstens 24 megapixel.");
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const [cut] = await expectErrors(await upload(jpeg.subarray(0, 600), "half.jpg", "image/jpeg"), 422, "validation_failed");
    expect(cut.detail).toBe("Kies een afbeelding in JPEG-, PNG-, WebP-, GIF- of AVIF-formaat.");
    expect(await uploadCount()).toBe(rows);
  });

  it("refuses 5 MB and more with the spec's size message, in Dutch and English, and stores nothing", async () => {
    const [rows, files] = [await uploadCount(), storedFiles()];
    const fiveMb = new Uint8Array(5 * 1024 * 1024);
    const [nl] = await expectErrors(await upload(fiveMb), 422, "validation_failed");
    expect(nl).toMatchObject({
      detail: "De grootte van de afbeelding moet kleiner zijn dan 5 MB",
      source: { pointer: "/data/attributes/file" },
    });
    const [en] = await expectErrors(
      await upload(fiveMb, "foto.png", "image/png", "organization_superuser", "oldebroek", "en"),
      422,
      "validation_failed",
    );
    expect(en.detail).toBe("The size of the image must be smaller than 5 MB");
    // Far beyond the limit, the body is not even read to the end; the answer is the same.
    const [huge] = await expectErrors(await upload(new Uint8Array(12 * 1024 * 1024)), 422, "validation_failed");
    expect(huge.detail).toBe("De grootte van de afbeelding moet kleiner zijn dan 5 MB");
    expect(await uploadCount()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("answers a request without a file with a translated 422 on the field", async () => {
    const response = await t.request("/api/v1/uploads", {
      method: "POST",
      headers: { ...(await as("organization_superuser")), "accept-language": "en" },
      body: new FormData(),
    });
    const [error] = await expectErrors(response, 422, "validation_failed");
    expect(error).toMatchObject({ detail: "Choose an image.", source: { pointer: "/data/attributes/file" } });
  });

  it("is for signed-in users who may write vacancies, and volunteers for their photo: anonymous is 401, every other role 403", async () => {
    const png = await picture(20, 20).png().toBuffer();
    const rows = await uploadCount();
    await expectErrors(
      await t.request("/api/v1/uploads", { method: "POST", body: form(png, "a.png", "image/png") }),
      401,
      "not_authorized",
    );
    // Oldebroek offers volunteer profiles, so a volunteer (and a student) may upload a photo for his.
    const writers: Role[] = ["admin", "center_superuser", "organization_superuser", "volunteer", "student"];
    for (const role of ROLES) {
      const response = await upload(png, "a.png", "image/png", role);
      if (writers.includes(role)) await expectDocument(response, 201);
      else await expectErrors(response, 403, "forbidden");
    }
    expect(await uploadCount()).toBe(rows + writers.length);
  });
});

describe("POST /api/v1/uploads by a volunteer", () => {
  it("is refused (403, nothing stored) where the tenant offers no volunteer profiles, as for any other role there", async () => {
    const png = await picture(20, 20).png().toBuffer();
    const rows = await uploadCount("meedoen");
    for (const role of ["volunteer", "student", "content_manager"] as Role[]) {
      await expectErrors(await upload(png, "a.png", "image/png", role, "meedoen"), 403, "forbidden");
    }
    await expectDocument(await upload(png, "a.png", "image/png", "organization_superuser", "meedoen"), 201);
    expect(await uploadCount("meedoen")).toBe(rows + 1);
  });
});

describe("a page's form", () => {
  it("is refused with a translated 413 when far beyond any image, before the page is even loaded", async () => {
    const pages = createApp(t.deps, {
      ssr: { mode: "production", loadBuild: () => Promise.reject(new Error("the page must not be reached")) },
    });
    const body = new FormData();
    body.append("image", new File([new Uint8Array(17 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    const response = await pages.request("/nl/vacancies/add", {
      method: "POST",
      headers: { host: hostOf("oldebroek"), "accept-language": "nl" },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Wat je stuurde is te groot: het mag hoogstens 6 MB zijn.");
    expect(t.reported).toEqual([]);
  });
});

describe("GET /uploads/...", () => {
  it("serves nothing outside the uploads: '..' in any spelling is a 404", async () => {
    for (const path of [
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/oldebroek/..%2F..%2F..%2Fpackage.json",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/oldebroek/%2e%2e%2f%2e%2e%2fpackage.json",
      "/uploads/oldebroek/2026/..%5C..%5Cpackage.json",
      "/uploads/oldebroek/2026/nothing-here.webp",
      "/uploads/",
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("vrijwilligersplatform");
    }
  });

  it("serves a tenant's file only on that tenant's site", async () => {
    const png = await picture(40, 40).png().toBuffer();
    const doc = await expectDocument(await upload(png, "r.png", "image/png", "organization_superuser", "roermond"), 201);
    const url = String(doc.data.attributes?.url);
    expect((await served(url, hostOf("roermond"))).response.status).toBe(200);
    expect((await served(url, hostOf("oldebroek"))).response.status).toBe(404);
    // Row-level security: even a query without a tenant filter sees only its own tenant's uploads.
    const seen = await withTenant(t.db, "oldebroek", (tx) => tx.select({ tenant: uploads.tenantId }).from(uploads));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((row) => row.tenant))).toEqual(new Set(["oldebroek"]));
  });
});

describe("a vacancy's image", () => {
  const json = { "content-type": "application/vnd.api+json" };
  const VALID = {
    title: "Fotograaf bij de open dag",
    description: "<p>Maak foto's van de open dag.</p>",
    vacancy_type: "volunteering",
    city: "Oldebroek",
  };

  async function write(
    method: "POST" | "PATCH",
    path: string,
    attributes: Record<string, unknown>,
    role: Role = "organization_superuser",
  ) {
    const foodBank = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
    );
    if (method === "POST") attributes.organization_id = foodBank[0].id;
    return t.request(path, {
      method,
      headers: { ...(await as(role)), ...json },
      body: JSON.stringify({ data: { type: "vacancies", attributes } }),
    });
  }

  async function uploaded(role: Role = "organization_superuser", tenant = "oldebroek") {
    const doc = await expectDocument(
      await upload(await picture(1000, 500).jpeg().toBuffer(), "f.jpg", "image/jpeg", role, tenant),
      201,
    );
    return { id: Number(doc.data.id), url: String(doc.data.attributes?.url), smallUrl: String(doc.data.attributes?.small_url) };
  }

  const vacancyRow = async (id: string) => {
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(vacancies)
        .where(eq(vacancies.id, Number(id)))
        .limit(1),
    );
    return row;
  };

  it("is attached by upload id, shows with its sizes and small variant, on the search card too, and goes with null", async () => {
    const image = await uploaded();
    const created = await expectDocument(
      await write("POST", "/api/v1/vacancies", { ...VALID, status: "published", image_upload_id: image.id }),
      201,
    );
    expect(created.data.attributes).toMatchObject({
      image_url: image.url,
      image_small_url: image.smallUrl,
      image_width: 1000,
      image_height: 500,
      image_small_width: 480,
      image_upload_id: image.id,
    });
    const id = created.data.id;
    const read = await expectDocument(await t.request(`/api/v1/vacancies/${id}`), 200);
    expect(read.data.attributes?.image_url).toBe(image.url);

    const search = await expectDocument(
      await t.request(`/api/v1/vacancies/search?filter[q]=${encodeURIComponent(VALID.title)}`),
      200,
    );
    const hit = search.data.find((h) => h.id === id);
    expect(hit?.attributes?.image_small_url).toBe(image.smallUrl);

    // Saving other fields keeps the image; the id it already has passes without a check.
    await expectDocument(
      await write("PATCH", `/api/v1/vacancies/${id}`, { summary: "Een dag lang foto's", image_upload_id: image.id }),
      200,
    );
    expect((await vacancyRow(id)).imageUploadId).toBe(image.id);
    const removed = await expectDocument(await write("PATCH", `/api/v1/vacancies/${id}`, { image_upload_id: null }), 200);
    expect(removed.data.attributes).toMatchObject({
      image_url: null,
      image_small_url: null,
      image_width: null,
      image_upload_id: null,
    });
    expect(await vacancyRow(id)).toMatchObject({ imageUploadId: null, imagePath: null });
  });

  it("refuses another tenant's upload, and someone else's, with a translated 422 that changes nothing", async () => {
    const own = await uploaded();
    const created = await expectDocument(await write("POST", "/api/v1/vacancies", { ...VALID, image_upload_id: own.id }), 201);
    const id = created.data.id;
    const foreign = await uploaded("organization_superuser", "roermond");
    const colleague = await uploaded("center_superuser");

    for (const other of [foreign, colleague]) {
      const [error] = await expectErrors(
        await write("PATCH", `/api/v1/vacancies/${id}`, { title: "Overgenomen titel", image_upload_id: other.id }),
        422,
        "validation_failed",
      );
      expect(error).toMatchObject({
        detail: "Deze afbeelding kunnen we niet vinden; kies hem opnieuw.",
        source: { pointer: "/data/attributes/image_upload_id" },
      });
      expect(await vacancyRow(id)).toMatchObject({
        title: VALID.title,
        imageUploadId: own.id,
        imagePath: own.url.slice("/uploads/".length),
      });
    }

    const before = await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: vacancies.id }).from(vacancies));
    await expectErrors(
      await write("POST", "/api/v1/vacancies", { ...VALID, image_upload_id: foreign.id }),
      422,
      "validation_failed",
    );
    await expectErrors(
      await write("POST", "/api/v1/vacancies", { ...VALID, image_upload_id: 2_000_000_000 }),
      422,
      "validation_failed",
    );
    const after = await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: vacancies.id }).from(vacancies));
    expect(after).toHaveLength(before.length);
  });
});

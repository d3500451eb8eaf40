import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

const QUOTA = 400 * 1024;

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let centerIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ mediaQuotaBytes: QUOTA });
  as = demoSessions(t);
  const centers = await expectDocument(
    await t.request("/api/v1/volunteer_centers", { headers: { host: hostOf("public") } }),
    200,
  );
  centerIds = Object.fromEntries(centers.data.map((center) => [String(center.attributes?.slug), center.id]));
});
afterAll(() => t.close());

const LIBRARY_ROLES: Role[] = ["admin", "center_superuser", "content_manager", "page_manager"];

const picture = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#2f7d5b" } })
    .png()
    .toBuffer();

const pdf = (filler = 0) =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"),
    Buffer.alloc(filler, 32),
    Buffer.from("\n%%EOF\n"),
  ]);

function form(fields: { bytes?: Uint8Array; filename?: string; type?: string; name?: string; alt?: string }) {
  const body = new FormData();
  if (fields.bytes)
    body.append("file", new File([new Uint8Array(fields.bytes)], fields.filename ?? "bestand", { type: fields.type ?? "" }));
  if (fields.name !== undefined) body.append("name", fields.name);
  if (fields.alt !== undefined) body.append("alt_text", fields.alt);
  return body;
}

interface Who {
  role?: Role;
  tenant?: string;
  center?: string;
  language?: string;
}

async function headers({ role = "content_manager", tenant = "oldebroek", center, language = "nl" }: Who = {}) {
  return {
    ...(await as(role, tenant)),
    "accept-language": language,
    ...(center ? { "volunteer-center-id": centerIds[center] } : {}),
  };
}

async function post(fields: Parameters<typeof form>[0], who: Who = {}) {
  return t.request("/api/v1/media_files", { method: "POST", headers: await headers(who), body: form(fields) });
}

async function created(fields: Parameters<typeof form>[0], who: Who = {}) {
  return (await expectDocument(await post(fields, who), 201)).data;
}

const image = async (name: string, who: Who = {}) =>
  created({ bytes: await picture(), filename: "foto.png", type: "image/png", name, alt: `Foto van ${name}` }, who);

async function get(path: string, who: Who = {}) {
  return t.request(path, { headers: await headers(who) });
}

async function patch(id: string, attributes: Record<string, unknown>, who: Who = {}) {
  return t.request(`/api/v1/media_files/${id}`, {
    method: "PATCH",
    headers: { ...(await headers(who)), "content-type": "application/vnd.api+json" },
    body: JSON.stringify({ data: { type: "media_files", id, attributes } }),
  });
}

async function remove(id: string, who: Who = {}, query = "") {
  return t.request(`/api/v1/media_files/${id}${query}`, { method: "DELETE", headers: await headers(who) });
}

const storedFiles = () => readdirSync(t.uploadsDir, { recursive: true }).filter((f) => /\.(webp|pdf)$/.test(String(f))).length;

async function usedBytes(who: Who = {}) {
  return Number((await expectDocument(await get("/api/v1/media_files", who), 200)).meta?.used_bytes);
}

describe("POST /api/v1/media_files", () => {
  it("stores an image as WebP variants with its name and alt text, served under /uploads", async () => {
    const file = await image("Zomerfeest");
    expect(file.type).toBe("media_files");
    expect(file.attributes).toMatchObject({
      kind: "image",
      name: "Zomerfeest",
      alt_text: "Foto van Zomerfeest",
      content_type: "image/webp",
      width: 640,
      height: 480,
    });
    expect(file.attributes?.url).toMatch(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);
    expect(file.attributes?.thumbnail_url).toMatch(/-480\.webp$/);
    expect(file.attributes?.upload_id).toMatch(/^\d+$/);
    const served = await t.request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("stores a PDF as it came, served as application/pdf that opens inline and never as a page", async () => {
    const bytes = pdf(100);
    const file = await created({ bytes, filename: "folder.pdf", type: "application/pdf", name: "Folder 2026" });
    expect(file.attributes).toMatchObject({
      kind: "document",
      content_type: "application/pdf",
      bytes: bytes.byteLength,
      alt_text: null,
      thumbnail_url: null,
    });
    const served = await t.request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe('inline; filename="document.pdf"');
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("asks an image's alt text on its field, in Dutch and English, and stores nothing", async () => {
    const before = storedFiles();
    const [nl] = await expectErrors(
      await post({ bytes: await picture(), filename: "a.png", name: "Zonder alt" }),
      422,
      "validation_failed",
    );
    expect(nl.source?.pointer).toBe("/data/attributes/alt_text");
    expect(nl.detail).toContain("alt-tekst");
    const [en] = await expectErrors(
      await post({ bytes: await picture(), name: "No alt", alt: "  " }, { language: "en" }),
      422,
      "validation_failed",
    );
    expect(en.detail).toContain("needs an alt text");
    const long = await expectErrors(
      await post({ bytes: await picture(), name: "Lang", alt: "x".repeat(251) }),
      422,
      "validation_failed",
    );
    expect(long[0].source?.pointer).toBe("/data/attributes/alt_text");
    expect(storedFiles()).toBe(before);
  });

  it("answers a form without file or name with an error per field", async () => {
    const errors = await expectErrors(await post({}), 422, "validation_failed");
    expect(errors.map((e) => e.source?.pointer)).toEqual(["/data/attributes/file", "/data/attributes/name"]);
    expect(errors[0].detail).toBe("Kies een bestand.");
  });

  it("refuses a text file named .png and a fake PDF, by content", async () => {
    const text = new TextEncoder().encode("Dit is geen plaatje.\n".repeat(20));
    const [fake] = await expectErrors(
      await post({ bytes: text, filename: "foto.png", type: "image/png", name: "Nep", alt: "nep" }),
      422,
      "validation_failed",
    );
    expect(fake.source?.pointer).toBe("/data/attributes/file");
    expect(fake.detail).toContain("PDF");
    const [fakePdf] = await expectErrors(
      await post({ bytes: text, filename: "brief.pdf", type: "application/pdf", name: "Nep-PDF", alt: "x" }),
      422,
      "validation_failed",
    );
    expect(fakePdf.detail).toBe("Kies een afbeelding (JPEG, PNG, WebP, GIF of AVIF) of een PDF-document.");
  });

  it("refuses SVG, with or without a script, saying why", async () => {
    for (const svg of [
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ]) {
      const [error] = await expectErrors(
        await post(
          { bytes: new TextEncoder().encode(svg), filename: "logo.svg", type: "image/svg+xml", name: "Logo", alt: "Logo" },
          { language: "en" },
        ),
        422,
        "validation_failed",
      );
      expect(error.detail).toContain("We do not accept SVG files");
    }
  });

  it("refuses an image of 5 MB and a PDF over 10 MB with the size in the message", async () => {
    const bigImage = Buffer.concat([await picture(), Buffer.alloc(5 * 1024 * 1024)]);
    const [tooBig] = await expectErrors(await post({ bytes: bigImage, name: "Groot", alt: "groot" }), 422, "validation_failed");
    expect(tooBig.detail).toBe("De grootte van de afbeelding moet kleiner zijn dan 5 MB");
    const [bigPdf] = await expectErrors(await post({ bytes: pdf(10 * 1024 * 1024), name: "Groot" }), 422, "validation_failed");
    expect(bigPdf.detail).toBe("De grootte van het document moet kleiner zijn dan 10 MB");
    const [beyond] = await expectErrors(await post({ bytes: pdf(11 * 1024 * 1024), name: "Groter" }), 422, "validation_failed");
    expect(beyond.source?.pointer).toBe("/data/attributes/file");
  });

  it("refuses a file beyond the centre's quota with a translated text, and tells used and quota bytes", async () => {
    const used = await usedBytes();
    const list = await expectDocument(await get("/api/v1/media_files"), 200);
    expect(list.meta).toMatchObject({ quota_bytes: QUOTA });
    const before = storedFiles();
    const [error] = await expectErrors(await post({ bytes: pdf(QUOTA - used), name: "Te veel" }), 422, "validation_failed");
    expect(error.detail).toMatch(/^Dit bestand past niet meer in de opslag van deze centrale \(.+ van 0,4 MB gebruikt\)/);
    expect(storedFiles()).toBe(before);
    const [en] = await expectErrors(
      await post({ bytes: pdf(QUOTA - used), name: "Too much" }, { language: "en" }),
      422,
      "validation_failed",
    );
    expect(en.detail).toContain("no longer fits in this centre's storage");
    await created({ bytes: pdf(QUOTA - used - 200), name: "Past nog" });
    expect(await usedBytes()).toBeLessThanOrEqual(QUOTA);
    expect(await usedBytes()).toBeGreaterThan(QUOTA - 200);
    // The file that just fitted is removed again, so other tests have room.
    const list2 = await expectDocument(await get("/api/v1/media_files?filter[search]=Past nog"), 200);
    expect((await remove(list2.data[0].id)).status).toBe(204);
  });
});

describe("GET /api/v1/media_files", () => {
  it("lists the centre's files newest first, searches name and alt text, filters by kind, sorts and pages", async () => {
    const first = await image("Kerstmarkt");
    await created({ bytes: pdf(), name: "Jaarverslag kerst" });
    const last = await image("Vrijwilligersdag");
    const all = await expectDocument(await get("/api/v1/media_files"), 200);
    expect(all.data[0].id).toBe(last.id);
    const ids = all.data.map((file) => file.id);
    expect(ids.indexOf(last.id)).toBeLessThan(ids.indexOf(first.id));

    const search = await expectDocument(await get("/api/v1/media_files?filter[search]=kerst"), 200);
    expect(search.data.map((file) => file.attributes?.name).sort()).toEqual(["Jaarverslag kerst", "Kerstmarkt"]);
    const byAlt = await expectDocument(await get("/api/v1/media_files?filter[search]=foto van vrijwilligers"), 200);
    expect(byAlt.data.map((file) => file.id)).toEqual([last.id]);
    const documents = await expectDocument(await get("/api/v1/media_files?filter[kind]=document&filter[search]=kerst"), 200);
    expect(documents.data.map((file) => file.attributes?.name)).toEqual(["Jaarverslag kerst"]);
    const byName = await expectDocument(await get("/api/v1/media_files?sort=name&filter[kind]=image"), 200);
    const names = byName.data.map((file) => String(file.attributes?.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "nl")));
    const paged = await expectDocument(await get("/api/v1/media_files?page[size]=1&page[number]=2"), 200);
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, total: all.meta?.total });
    expect(decodeURIComponent(String(paged.links?.next))).toContain("page[number]=3");
  });

  it("answers an unknown kind or sort with a 400 naming it", async () => {
    const [kind] = await expectErrors(await get("/api/v1/media_files?filter[kind]=video"), 400, "invalid_query");
    expect(kind.source?.parameter).toBe("filter[kind]");
    await expectErrors(await get("/api/v1/media_files?sort=secret"), 400, "invalid_query");
  });
});

describe("PATCH /api/v1/media_files/:id", () => {
  it("renames and changes the alt text, keeps an image's alt text required, and audits the change", async () => {
    const file = await image("Oud");
    const renamed = await expectDocument(await patch(file.id, { name: "Nieuw", alt_text: "Nieuwe beschrijving" }), 200);
    expect(renamed.data.attributes).toMatchObject({ name: "Nieuw", alt_text: "Nieuwe beschrijving" });
    const [error] = await expectErrors(await patch(file.id, { alt_text: "" }), 422, "validation_failed");
    expect(error.source?.pointer).toBe("/data/attributes/alt_text");
    const [empty] = await expectErrors(await patch(file.id, { name: " " }), 422, "validation_failed");
    expect(empty.source?.pointer).toBe("/data/attributes/name");
    const read = await expectDocument(await get(`/api/v1/media_files/${file.id}`), 200);
    expect(read.data.attributes).toMatchObject({ name: "Nieuw", alt_text: "Nieuwe beschrijving" });

    const audit = await expectDocument(
      await get(`/api/v1/audit_events?filter[subject_type_eq]=media_file&filter[subject_id_eq]=${file.id}`, { role: "admin" }),
      200,
    );
    expect(audit.data.map((event) => event.attributes?.action)).toEqual(["media_file.update", "media_file.create"]);
    expect(audit.data[0].attributes?.details).toMatchObject({ changes: { name: { from: "Oud", to: "Nieuw" } } });
  });
});

describe("where a file is used, and DELETE", () => {
  it("deletes an unused file with its stored bytes, audited", async () => {
    const file = await created({ bytes: pdf(), name: "Weg ermee" });
    const before = storedFiles();
    const response = await remove(file.id);
    expect(response.status).toBe(204);
    expect(storedFiles()).toBe(before - 1);
    await expectErrors(await get(`/api/v1/media_files/${file.id}`), 404, "not_found");
    const served = await t.request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(404);
    const audit = await expectDocument(
      await get(`/api/v1/audit_events?filter[subject_type_eq]=media_file&filter[subject_id_eq]=${file.id}`, { role: "admin" }),
      200,
    );
    expect(audit.data[0].attributes?.action).toBe("media_file.delete");
  });

  it("lists a vacancy and a centre logo as uses, answers 409 on delete, and releases them when forced", async () => {
    const file = await image("Logo en vacature", { role: "admin" });
    const uploadId = Number(file.attributes?.upload_id);
    const adminJson = { ...(await headers({ role: "admin" })), "content-type": "application/vnd.api+json" };
    const organizations = await expectDocument(await t.request("/api/v1/organizations", { headers: adminJson }), 200);
    const vacancy = await expectDocument(
      await t.request("/api/v1/vacancies", {
        method: "POST",
        headers: adminJson,
        body: JSON.stringify({
          data: {
            type: "vacancies",
            attributes: {
              title: "Fotograaf open dag",
              description: "<p>Foto's maken.</p>",
              vacancy_type: "volunteering",
              city: "Oldebroek",
              organization_id: Number(organizations.data[0].id),
              image_upload_id: uploadId,
            },
          },
        }),
      }),
      201,
    );
    const centers = await expectDocument(await t.request("/api/v1/volunteer_centers", { headers: adminJson }), 200);
    const centerId = centers.data[0].id;
    await expectDocument(
      await t.request(`/api/v1/volunteer_centers/${centerId}/profile`, {
        method: "PATCH",
        headers: adminJson,
        body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes: { website_logo_id: uploadId } } }),
      }),
      200,
    );

    const read = await expectDocument(await get(`/api/v1/media_files/${file.id}`), 200);
    expect(read.meta?.usages).toEqual([
      { type: "vacancy", id: vacancy.data.id, label: "Fotograaf open dag" },
      { type: "center_logo", id: centerId, label: String(centers.data[0].attributes?.name) },
    ]);

    const [conflict] = await expectErrors(await remove(file.id), 409, "conflict");
    expect(conflict.detail).toContain('vacature "Fotograaf open dag"');
    expect(conflict.detail).toContain("logo van");
    expect(conflict.meta?.usages).toHaveLength(2);
    expect((await get(`/api/v1/media_files/${file.id}`)).status).toBe(200);

    expect((await remove(file.id, {}, "?force=true")).status).toBe(204);
    const after = await expectDocument(await t.request(`/api/v1/vacancies/${vacancy.data.id}`, { headers: adminJson }), 200);
    expect(after.data.attributes).toMatchObject({ image_url: null, image_upload_id: null });
    const profile = await expectDocument(
      await t.request(`/api/v1/volunteer_centers/${centerId}/profile`, { headers: adminJson }),
      200,
    );
    expect(profile.data.attributes?.website_logo_url).toBeNull();
    expect((await get(`/api/v1/media_files/${file.id}`)).status).toBe(404);
  });
});

describe("who may use the library", () => {
  it("is the admin and the centre's superuser, content and page managers; other roles 403, visitors 401", async () => {
    const file = await created({ bytes: pdf(), name: "Rechten" });
    for (const role of ROLES) {
      const may = LIBRARY_ROLES.includes(role);
      const who = { role };
      const list = await get("/api/v1/media_files", who);
      expect(list.status, `${role} list`).toBe(may ? 200 : 403);
      expect((await get(`/api/v1/media_files/${file.id}`, who)).status, `${role} get`).toBe(may ? 200 : 403);
      const upload = await post({ bytes: pdf(), name: `Van ${role}` }, who);
      expect(upload.status, `${role} post`).toBe(may ? 201 : 403);
      // Refused before the body is read: a bad body gets the 403 too.
      expect((await patch(file.id, { name: "" }, who)).status, `${role} patch`).toBe(may ? 422 : 403);
      expect((await patch(file.id, { name: `Door ${role}` }, who)).status, `${role} patch`).toBe(may ? 200 : 403);
      if (may) {
        const own = (await expectDocument(upload, 201)).data;
        expect((await remove(own.id, who)).status, `${role} delete`).toBe(204);
      } else {
        expect((await remove(file.id, who)).status, `${role} delete`).toBe(403);
      }
    }
    const visitor = { host: hostOf("oldebroek") };
    await expectErrors(await t.request("/api/v1/media_files", { headers: visitor }), 401, "not_authorized");
    await expectErrors(await t.request(`/api/v1/media_files/${file.id}`, { headers: visitor }), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/media_files", { method: "POST", headers: visitor, body: form({ bytes: pdf(), name: "x" }) }),
      401,
      "not_authorized",
    );
    await expectErrors(
      await t.request(`/api/v1/media_files/${file.id}`, { method: "DELETE", headers: visitor }),
      401,
      "not_authorized",
    );
  });

  it("never shows another tenant's files: 404 for each action, and not in the list", async () => {
    const file = await created({ bytes: pdf(), name: "Alleen Oldebroek" });
    const other: Who = { role: "admin", tenant: "public" };
    await expectErrors(await get(`/api/v1/media_files/${file.id}`, other), 404, "not_found");
    await expectErrors(await patch(file.id, { name: "Gekaapt" }, other), 404, "not_found");
    await expectErrors(await remove(file.id, other), 404, "not_found");
    const list = await expectDocument(await get("/api/v1/media_files", other), 200);
    expect(list.data.map((f) => f.id)).not.toContain(file.id);
    const served = await t.request(String(file.attributes?.url), { headers: { host: hostOf("public") } });
    expect(served.status).toBe(404);
  });

  it("keeps each centre's library apart: another centre's file is a 404, its staff are refused another centre", async () => {
    const heumen = await created({ bytes: pdf(), name: "Van Heumen" }, { role: "admin", tenant: "public", center: "heumen" });
    const nijmegenAdmin: Who = { role: "admin", tenant: "public", center: "nijmegen" };
    await expectErrors(await get(`/api/v1/media_files/${heumen.id}`, nijmegenAdmin), 404, "not_found");
    await expectErrors(await patch(heumen.id, { name: "x" }, nijmegenAdmin), 404, "not_found");
    await expectErrors(await remove(heumen.id, nijmegenAdmin), 404, "not_found");
    const nijmegen = await expectDocument(await get("/api/v1/media_files", nijmegenAdmin), 200);
    expect(nijmegen.data.map((f) => f.id)).not.toContain(heumen.id);
    const heumenList = await expectDocument(
      await get("/api/v1/media_files", { role: "admin", tenant: "public", center: "heumen" }),
      200,
    );
    expect(heumenList.data.map((f) => f.id)).toEqual([heumen.id]);
    // The demo staff of the public tenant work at Nijmegen: Heumen's library is not theirs.
    for (const role of ["center_superuser", "content_manager", "page_manager"] as const) {
      expect((await get("/api/v1/media_files", { role, tenant: "public", center: "heumen" })).status, role).toBe(403);
      expect((await get("/api/v1/media_files", { role, tenant: "public", center: "nijmegen" })).status, role).toBe(200);
    }
  });
});

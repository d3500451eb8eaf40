import { describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf } from "../../test/sign-in";
import { libraryTestApp, pdf, picture } from "./media-files.fixtures";

const QUOTA = 400 * 1024;
const { app, created, get, image, patch, post, remove, storedFiles } = libraryTestApp(QUOTA);

async function usedBytes() {
  return Number((await expectDocument(await get("/api/v1/media_files"), 200)).meta?.used_bytes);
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
    const served = await app().request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("stores a PDF as it came, served as a download under its name, sandboxed, never as a page of ours", async () => {
    const bytes = pdf(100);
    const name = 'Folder "zomer" 2026 – één\r\nSet-Cookie: x=1';
    const file = await created({ bytes, filename: "folder.pdf", type: "application/pdf", name });
    expect(file.attributes).toMatchObject({
      kind: "document",
      content_type: "application/pdf",
      bytes: bytes.byteLength,
      alt_text: null,
      thumbnail_url: null,
    });
    const served = await app().request(String(file.attributes?.url), { headers: { host: hostOf("oldebroek") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      // The line break becomes a space in both names: it can neither end the header nor hide in the name.
      `attachment; filename="Folder _zomer_ 2026 _ een Set-Cookie: x=1.pdf"; filename*=UTF-8''${encodeURIComponent(name.replace("\r\n", " "))}.pdf`,
    );
    expect(served.headers.get("set-cookie")).toBeNull();
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
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

import { randomBytes } from "node:crypto";
import { and, count, eq, ne } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/imports";
import { withTenant } from "../../db/client";
import { expectDocument, type ResponseDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { uploads } from "../media/media.table";
import { vacancies } from "../vacancies/vacancies.table";
import { wordPressExport } from "./wordpress-export.test-data";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  const form = new FormData();
  const organizations = "Naam;Straat;Huisnummer;Postcode;Plaats\r\nBuurthuis Het Anker;Stationsweg;4;8091 AB;Oldebroek";
  form.append("file", new Blob([new TextEncoder().encode(organizations)]), "organisaties.csv");
  form.append("kind", "organizations");
  form.append("dry_run", "false");
  const headers = await as("admin", "oldebroek");
  await expectDocument(await t.request("/api/v1/imports", { method: "POST", headers, body: form }), 201);
});
afterAll(async () => {
  await t.close();
});

const SITE = "https://vrijwilligers.example.nl";
const organization = { organisatie: "Buurthuis Het Anker" };

/** A site with a featured image (an attachment), an image in a post's text only, and one it lacks. */
const EXPORT = wordPressExport([
  {
    id: 601,
    title: "Voorlezen in de bibliotheek",
    type: "vacature",
    content: `<!-- wp:paragraph --><p>Voorlezen aan kleuters.</p><!-- /wp:paragraph --><!-- wp:image --><figure><img src="${SITE}/wp-content/uploads/2025/03/boeken-300x200.jpg" alt="Boeken"/></figure><!-- /wp:image -->`,
    meta: { ...organization, _thumbnail_id: "61" },
  },
  {
    id: 602,
    title: "Fietsmaatje",
    type: "vacature",
    content: `<p>Samen fietsen.</p><p><img class="alignleft" src="${SITE}/wp-content/uploads/2025/04/fiets.png" width="300"></p>`,
    meta: organization,
  },
  { id: 603, title: "Koffie schenken", type: "vacature", content: "<p>Koffie schenken op dinsdag.</p>", meta: organization },
  {
    id: 61,
    title: "voorlezen",
    type: "attachment",
    status: "inherit",
    attachmentUrl: `${SITE}/wp-content/uploads/2025/03/voorlezen.jpg`,
    meta: { _wp_attached_file: "2025/03/voorlezen.jpg" },
  },
]);

let zipBytes: Uint8Array;
beforeAll(async () => {
  // Real images: a large photo (made smaller on import) and a PNG, where people's zips have them.
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2f7d5b" } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#b91c1c" } })
    .png()
    .toBuffer();
  zipBytes = zipSync({
    "backup/wordpress.2025-05-01.xml": new TextEncoder().encode(EXPORT),
    "backup/site/wp-content/uploads/2025/03/voorlezen.jpg": new Uint8Array(photo),
    "backup/uploads/2025/04/fiets.png": new Uint8Array(png),
    "backup/site/wp-content/uploads/2025/04/ongebruikt.jpg": new Uint8Array(photo),
  });
});

async function post(bytes: Uint8Array, name: string, dryRun: boolean, language = "nl") {
  const form = new FormData();
  form.append("file", new Blob([bytes.slice()]), name);
  form.append("kind", "vacancies");
  form.append("dry_run", String(dryRun));
  return t.request("/api/v1/imports", {
    method: "POST",
    headers: { ...(await as("admin", "oldebroek")), "accept-language": language },
    body: form,
  });
}

type Row = { row: number; label: string; outcome: string; images: string[] };
const rowsOf = (document: ResponseDocument) => (document.meta?.rows ?? []) as Row[];
const imagesOf = (document: ResponseDocument) => Object.fromEntries(rowsOf(document).map((row) => [row.label, row.images]));
const countsOf = (document: ResponseDocument) => document.data.attributes?.counts as Record<string, number>;

const uploadCount = async () =>
  (
    await withTenant(t.db, "oldebroek", (tx) => tx.select({ n: count() }).from(uploads).where(eq(uploads.tenantId, "oldebroek")))
  )[0].n;

const vacancyTitled = async (title: string) =>
  (
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, "oldebroek"), eq(vacancies.title, title), ne(vacancies.status, "deleted"))),
    )
  )[0];

/** A WordPress export of one vacancy post whose text shows one image from the site's uploads. */
const onePostExport = (id: number, title: string, image: string) =>
  new TextEncoder().encode(
    wordPressExport([
      {
        id,
        title,
        type: "vacature",
        content: `<p>${title}.</p><p><img src="${SITE}/wp-content/uploads/${image}"></p>`,
        meta: organization,
      },
    ]),
  );

const served = async (path: string) => (await t.request(`/uploads/${path}`, { headers: { host: hostOf("oldebroek") } })).status;

describe("imports: a WordPress export zipped with its uploads", () => {
  it("checks a zip without storing anything: each post's missing image named in the reader's language", async () => {
    const before = await uploadCount();
    const checked = await expectDocument(await post(zipBytes, "site.zip", true), 201);
    expect(countsOf(checked)).toMatchObject({ rows: 3, valid: 3, create: 3 });
    expect(checked.data.attributes?.source).toMatchObject({ wordpress: { post_type: "vacature", zip: true } });
    expect(imagesOf(checked)).toEqual({
      "Voorlezen in de bibliotheek": [
        "Afbeelding ‘2025/03/boeken-300x200.jpg’ staat niet in het zip-bestand en is niet geïmporteerd.",
      ],
      Fietsmaatje: [],
      "Koffie schenken": [],
    });
    expect(await uploadCount()).toBe(before);
    expect(await vacancyTitled("Fietsmaatje")).toBeUndefined();

    // Only the XML: every image is named, with how to bring them along.
    const xml = await expectDocument(await post(new TextEncoder().encode(EXPORT), "site.xml", true, "en"), 201);
    expect(imagesOf(xml).Fietsmaatje).toEqual([
      "Image ‘2025/04/fiets.png’ was not imported: upload the export as a zip with the uploads folder to bring images along.",
    ]);
    expect(imagesOf(xml)["Voorlezen in de bibliotheek"]).toHaveLength(2);
  });

  it("imports the images it finds (resized, WebP), once however often the zip comes; undo removes them", async () => {
    const before = await uploadCount();
    const ran = await expectDocument(await post(zipBytes, "site.zip", false), 201);
    expect(ran.data.attributes?.status).toBe("done");
    expect(countsOf(ran)).toMatchObject({ create: 3 });
    const reader = await vacancyTitled("Voorlezen in de bibliotheek");
    const cyclist = await vacancyTitled("Fietsmaatje");
    expect(reader.imageUploadId).not.toBeNull();
    expect(cyclist.imageUploadId).not.toBeNull();
    expect((await vacancyTitled("Koffie schenken")).imageUploadId).toBeNull();
    expect(await uploadCount()).toBe(before + 2);
    const [photo] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(uploads)
        .where(eq(uploads.id, reader.imageUploadId as number)),
    );
    expect(photo).toMatchObject({ contentType: "image/webp", width: 1600, height: 1067, sourceType: "image/jpeg" });
    expect(await served(photo.path)).toBe(200);
    // The image is the vacancy's; the text keeps what rich text allows.
    expect(reader.description).toContain("Voorlezen aan kleuters.");
    expect(reader.description).not.toContain("<img");
    expect(imagesOf(ran)["Voorlezen in de bibliotheek"]).toHaveLength(1);

    // The same zip again: nothing new, no image twice.
    const again = await expectDocument(await post(zipBytes, "site.zip", false), 201);
    expect(countsOf(again)).toMatchObject({ unchanged: 3, create: 0, update: 0 });
    expect(await uploadCount()).toBe(before + 2);
    expect((await vacancyTitled("Fietsmaatje")).imageUploadId).toBe(cyclist.imageUploadId);

    const undone = await expectDocument(
      await t.request(`/api/v1/imports/${ran.data.id}`, { method: "DELETE", headers: await as("admin", "oldebroek") }),
      200,
    );
    expect(countsOf(undone)).toMatchObject({ removed: 3 });
    expect(await uploadCount()).toBe(before);
    expect(await served(photo.path)).toBe(404);
  });

  it("runs a checked zip with the zip sent again, as the screen does", async () => {
    const checked = await expectDocument(await post(zipBytes, "site.zip", true), 201);
    const form = new FormData();
    form.append("file", new Blob([zipBytes.slice()]), "site.zip");
    const ran = await expectDocument(
      await t.request(`/api/v1/imports/${checked.data.id}/run`, {
        method: "POST",
        headers: await as("admin", "oldebroek"),
        body: form,
      }),
      200,
    );
    expect(countsOf(ran)).toMatchObject({ create: 3 });
    expect((await vacancyTitled("Fietsmaatje")).imageUploadId).not.toBeNull();
    expect(imagesOf(ran).Fietsmaatje).toEqual([]);
  });

  it("says which images stayed behind when a checked zip runs without the zip sent again", async () => {
    const zipped = zipSync({
      "wordpress.xml": onePostExport(701, "Tuinieren bij de zorgboerderij", "2025/04/fiets.png"),
      "uploads/2025/04/fiets.png": new Uint8Array([1, 2, 3]),
    });
    const checked = await expectDocument(await post(zipped, "tuin.zip", true), 201);
    expect(imagesOf(checked)["Tuinieren bij de zorgboerderij"]).toEqual([]);
    const ran = await expectDocument(
      await t.request(`/api/v1/imports/${checked.data.id}/run`, { method: "POST", headers: await as("admin", "oldebroek") }),
      200,
    );
    expect(imagesOf(ran)["Tuinieren bij de zorgboerderij"]).toEqual([
      "Afbeelding ‘2025/04/fiets.png’ is niet geïmporteerd: het zip-bestand is bij Importeren niet opnieuw gekozen.",
    ]);
    expect((await vacancyTitled("Tuinieren bij de zorgboerderij")).imageUploadId).toBeNull();
  });

  it("checks a zip over 2 MB in the background, then runs it with the images it holds", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const large = zipSync({
      "wordpress.xml": onePostExport(702, "Voorlezen op zaterdag", "2025/05/lezen.png"),
      "uploads/2025/05/lezen.png": new Uint8Array(png),
      // What an uploads folder holds besides, enough of it to make the zip a job's to check.
      "uploads/2025/05/film.mp4": new Uint8Array(randomBytes(IMPORT_LIMITS.checkJobBytes + 64 * 1024)),
    });
    expect(large.length).toBeGreaterThan(IMPORT_LIMITS.checkJobBytes);
    const before = await uploadCount();
    const queued = await expectDocument(await post(large, "groot.zip", false), 202);
    expect(queued.data.attributes?.status).toBe("checking");
    while ((await t.jobs.workDue()) > 0);
    const ran = await expectDocument(
      await t.request(`/api/v1/imports/${queued.data.id}`, { headers: await as("admin", "oldebroek") }),
      200,
    );
    expect(ran.data.attributes?.status).toBe("done");
    expect(countsOf(ran)).toMatchObject({ create: 1 });
    expect(imagesOf(ran)["Voorlezen op zaterdag"]).toEqual([]);
    expect((await vacancyTitled("Voorlezen op zaterdag")).imageUploadId).not.toBeNull();
    expect(await uploadCount()).toBe(before + 1);
  });

  it("refuses a zip bomb and a path out of the zip with a clear message, storing nothing", async () => {
    const before = await uploadCount();
    const bomb = zipSync({
      "wordpress.xml": new TextEncoder().encode(EXPORT),
      "uploads/2025/03/voorlezen.jpg": new Uint8Array(30 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await post(bomb, "bom.zip", true);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/file" },
      detail:
        "Het zip-bestand is uitgepakt te groot (meer dan 20000 bestanden of 200 MB). Zet alleen de WordPress-export en de map uploads erin.",
    });
    const escaping = zipSync({
      "wordpress.xml": new TextEncoder().encode(EXPORT),
      "../uploads/2025/04/fiets.png": new Uint8Array([1, 2, 3]),
    });
    const outside = await post(escaping, "pad.zip", true, "en");
    expect(outside.status).toBe(422);
    expect((await outside.json()).errors[0].detail).toBe(
      "The zip file holds a file with a path outside the zip (‘../uploads/2025/04/fiets.png’). Make the zip file again.",
    );
    const noExport = await post(zipSync({ "uploads/a.jpg": new Uint8Array([1]) }), "leeg.zip", true);
    expect((await noExport.json()).errors[0].detail).toContain("geen WordPress-export");
    expect(await uploadCount()).toBe(before);
  });
});

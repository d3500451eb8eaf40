import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { organizations } from "../organizations/organizations.table";
import { stockImages } from "./stock-images.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const READERS: Role[] = ["admin", "center_superuser", "content_manager", "page_manager", "organization_superuser"];

async function get(path: string, role: Role = "content_manager", tenant = "oldebroek", language = "nl") {
  return t.request(path, { headers: { ...(await as(role, tenant)), "accept-language": language } });
}

async function send(method: string, path: string, attributes: unknown, role: Role = "admin", language = "nl") {
  return t.request(path, {
    method,
    headers: { ...(await as(role)), ...JSON_API, "accept-language": language },
    body: JSON.stringify({ data: { type: "stock_images", attributes } }),
  });
}

async function uploadPicture(role: Role = "admin", tenant = "oldebroek") {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3aa66b" } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("file", new File([new Uint8Array(png)], "foto.png", { type: "image/png" }));
  const doc = await expectDocument(
    await t.request("/api/v1/uploads", { method: "POST", headers: await as(role, tenant), body }),
    201,
  );
  return Number(doc.data.id);
}

const VALID = {
  name: { nl: "Schaatsen op de vijver", en: "Skating on the pond" },
  short_description: { nl: "Samen het ijs op.", en: "Out on the ice together." },
  description: { nl: "Vrijwilligers helpen bij de ijsbaan.", en: "Volunteers help at the ice rink." },
  keywords: { nl: ["Schaatsen", "ijsbaan", "winter", "ijsbaan"], en: ["skating", "ice rink", "winter"] },
};

const names = (doc: { data: { attributes?: Record<string, unknown> }[] }) =>
  doc.data.map((row) => (row.attributes as { name: { nl: string } }).name.nl);

describe("GET /api/v1/stock_images", () => {
  it("lists the tenant's library to every staff role, 25 a page with counts and links, in name order", async () => {
    for (const role of READERS) {
      const doc = await expectDocument(await get("/api/v1/stock_images", role), 200);
      expect(doc.data).toHaveLength(25);
      expect(doc.meta).toMatchObject({ total: 31, pages: 2, page: 1 });
      expect(doc.links?.next).toBe("/api/v1/stock_images?page%5Bnumber%5D=2&page%5Bsize%5D=25");
    }
    const first = await expectDocument(await get("/api/v1/stock_images?page[size]=3"), 200);
    expect(names(first)).toEqual(["Bezoek aan ouderen", "Bibliotheek", "Bijen en bloemen"]);
    const english = await expectDocument(await get("/api/v1/stock_images?page[size]=2", "admin", "oldebroek", "en"), 200);
    expect(english.data.map((row) => (row.attributes as { name: { en: string } }).name.en)).toEqual([
      "Arts and crafts",
      "Bees and flowers",
    ]);
    const last = await expectDocument(await get("/api/v1/stock_images?page[number]=2"), 200);
    expect(last.data).toHaveLength(6);
  });

  it("sends both languages of every text, the keywords per language, and both image variants", async () => {
    const doc = await expectDocument(await get("/api/v1/stock_images?filter[search]=bijen"), 200);
    expect(doc.data).toHaveLength(1);
    expect(doc.data[0].type).toBe("stock_images");
    expect(doc.data[0].attributes).toMatchObject({
      name: { nl: "Bijen en bloemen", en: "Bees and flowers" },
      short_description: { nl: "Bijenkasten verzorgen.", en: "Looking after beehives." },
      keywords: { nl: expect.arrayContaining(["imker", "honing"]), en: expect.arrayContaining(["beekeeper", "honey"]) },
      image_url: "/uploads/oldebroek/stock/beekeeping.webp",
      image_small_url: "/uploads/oldebroek/stock/beekeeping-480.webp",
      image_width: 1200,
      image_height: 800,
    });
    expect(doc.data[0].links?.self).toBe(`/api/v1/stock_images/${doc.data[0].id}`);
  });

  it("finds by a Dutch or an English keyword or name, in any case, every word having to match", async () => {
    expect(names(await expectDocument(await get("/api/v1/stock_images?filter[search]=Voetbal"), 200))).toEqual(["Sporttrainer"]);
    expect(names(await expectDocument(await get("/api/v1/stock_images?filter[search]=football"), 200))).toEqual(["Sporttrainer"]);
    // Names and keywords are searched, not the descriptions.
    expect(names(await expectDocument(await get("/api/v1/stock_images?filter[search]=beehives%20"), 200))).toEqual([]);
    expect(names(await expectDocument(await get("/api/v1/stock_images?filter[search]=Honey"), 200))).toEqual([
      "Bijen en bloemen",
    ]);
    const both = await expectDocument(
      await get(`/api/v1/stock_images?filter[search]=${encodeURIComponent("ouderen maatje")}`),
      200,
    );
    expect(names(both)).toEqual(["Fietsmaatje", "Wandelmaatje"]);
    // LIKE's own characters are searched for, not obeyed.
    expect(names(await expectDocument(await get("/api/v1/stock_images?filter[search]=%25"), 200))).toEqual([]);
    const none = await expectDocument(await get("/api/v1/stock_images?filter[search]=ruimtevaart"), 200);
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, pages: 1 });
  });

  it("is closed to visitors (401) and to volunteers, students and mentors (403); an unknown filter is a 400", async () => {
    await expectErrors(await t.request("/api/v1/stock_images"), 401, "not_authorized");
    for (const role of ROLES.filter((r) => !READERS.includes(r))) {
      await expectErrors(await get("/api/v1/stock_images", role), 403, "forbidden");
    }
    await expectErrors(await get("/api/v1/stock_images?filter[tenant_id]=roermond"), 400, "invalid_query");
  });
});

describe("GET /api/v1/stock_images/:id", () => {
  it("answers one of the tenant's, and 404 for another tenant's id or one that is not an id", async () => {
    const [own] = (await expectDocument(await get("/api/v1/stock_images?filter[search]=koken"), 200)).data;
    const doc = await expectDocument(await get(`/api/v1/stock_images/${own.id}`, "organization_superuser"), 200);
    expect(doc.data.attributes?.name).toEqual({ nl: "Samen koken", en: "Cooking together" });
    const [foreign] = (await expectDocument(await get("/api/v1/stock_images?filter[search]=koken", "admin", "roermond"), 200))
      .data;
    expect(foreign.attributes?.image_url).toBe("/uploads/roermond/stock/cooking.webp");
    await expectErrors(await get(`/api/v1/stock_images/${foreign.id}`, "admin"), 404, "not_found");
    await expectErrors(await get("/api/v1/stock_images/abc"), 404, "not_found");
    await expectErrors(
      await t.request(`/api/v1/stock_images/${own.id}`, { headers: { host: hostOf("oldebroek") } }),
      401,
      "not_authorized",
    );
  });
});

describe("curating the library", () => {
  it("lets the admin add, change and remove a stock image, each in the audit log", async () => {
    const uploadId = await uploadPicture();
    const created = await expectDocument(await send("POST", "/api/v1/stock_images", { ...VALID, upload_id: uploadId }), 201);
    const id = Number(created.data.id);
    expect(created.data.attributes).toMatchObject({
      name: VALID.name,
      keywords: { nl: ["schaatsen", "ijsbaan", "winter"], en: ["skating", "ice rink", "winter"] },
      upload_id: uploadId,
      image_url: expect.stringMatching(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/),
    });
    const found = await expectDocument(await get("/api/v1/stock_images?filter[search]=ijsbaan"), 200);
    expect(found.data.map((row) => Number(row.id))).toEqual([id]);

    const changed = await expectDocument(
      await send("PATCH", `/api/v1/stock_images/${id}`, { name: { nl: "Schaatsen", en: "Skating" } }),
      200,
    );
    expect(changed.data.attributes).toMatchObject({
      name: { nl: "Schaatsen", en: "Skating" },
      short_description: VALID.short_description,
    });

    const removed = await t.request(`/api/v1/stock_images/${id}`, { method: "DELETE", headers: await as("admin") });
    expect(removed.status).toBe(204);
    await expectErrors(await get(`/api/v1/stock_images/${id}`), 404, "not_found");
    await expectErrors(
      await t.request(`/api/v1/stock_images/${id}`, { method: "DELETE", headers: await as("admin") }),
      404,
      "not_found",
    );

    const events = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ action: auditEvents.action, actor: auditEvents.actorUserId, details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, "stock_image"), eq(auditEvents.subjectId, id))),
    );
    expect(events.map((event) => event.action)).toEqual(["stock_image.create", "stock_image.update", "stock_image.delete"]);
    expect(events.every((event) => event.actor !== null)).toBe(true);
    // A change says what each changed attribute was and became; what was sent unchanged is not in it.
    expect(events[1].details).toEqual({
      changes: {
        nameNl: { from: "Schaatsen op de vijver", to: "Schaatsen" },
        nameEn: { from: "Skating on the pond", to: "Skating" },
      },
    });
  });

  it("is for the admin only: every other role is refused before its body is read, visitors 401", async () => {
    const before = await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: stockImages.id }).from(stockImages));
    const [target] = before;
    for (const role of ROLES.filter((r) => r !== "admin")) {
      await expectErrors(await send("POST", "/api/v1/stock_images", { nonsense: true }, role), 403, "forbidden");
      await expectErrors(await send("PATCH", `/api/v1/stock_images/${target.id}`, { name: 5 }, role), 403, "forbidden");
      const removed = await t.request(`/api/v1/stock_images/${target.id}`, { method: "DELETE", headers: await as(role) });
      await expectErrors(removed, 403, "forbidden");
    }
    const anonymous = await t.request("/api/v1/stock_images", {
      method: "POST",
      headers: { ...JSON_API, host: hostOf("oldebroek") },
      body: "{}",
    });
    await expectErrors(anonymous, 401, "not_authorized");
    const after = await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: stockImages.id }).from(stockImages));
    expect(after).toHaveLength(before.length);
  });

  it("refuses bad input with a translated 422 and a pointer per field, changing nothing", async () => {
    const [nl, ...rest] = await expectErrors(
      await send("POST", "/api/v1/stock_images", {
        name: { nl: "", en: "x".repeat(121) },
        short_description: { nl: "Kort" },
        description: { nl: "Lang", en: "Long" },
        keywords: { nl: [], en: ["ok"] },
      }),
      422,
      "validation_failed",
    );
    const pointers = [nl, ...rest].map((error) => error.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/upload_id",
        "/data/attributes/name/nl",
        "/data/attributes/name/en",
        "/data/attributes/short_description/en",
        "/data/attributes/keywords/nl",
      ]),
    );
    expect(nl.detail).toBeTruthy();
    const english = await expectErrors(
      await send("POST", "/api/v1/stock_images", { ...VALID, name: { nl: "", en: "Skating" }, upload_id: 1 }, "admin", "en"),
      422,
      "validation_failed",
    );
    expect(english.find((error) => error.source?.pointer === "/data/attributes/name/nl")?.detail).toBe("This field is required");

    // An upload of another tenant is as unknown as one that never existed.
    const foreignUpload = await uploadPicture("admin", "roermond");
    for (const uploadId of [foreignUpload, 2_000_000_000]) {
      const [error] = await expectErrors(
        await send("POST", "/api/v1/stock_images", { ...VALID, upload_id: uploadId }),
        422,
        "validation_failed",
      );
      expect(error).toMatchObject({
        detail: "Deze afbeelding kunnen we niet vinden; kies hem opnieuw.",
        source: { pointer: "/data/attributes/upload_id" },
      });
    }
    const [target] = (await expectDocument(await get("/api/v1/stock_images?filter[search]=muziek"), 200)).data;
    await expectErrors(
      await send("PATCH", `/api/v1/stock_images/${target.id}`, {
        name: { nl: "Zingen", en: "Singing" },
        upload_id: foreignUpload,
      }),
      422,
      "validation_failed",
    );
    const still = await expectDocument(await get(`/api/v1/stock_images/${target.id}`), 200);
    expect(still.data.attributes?.name).toEqual({ nl: "Muziek maken", en: "Making music" });
    expect((await expectDocument(await get("/api/v1/stock_images?filter[search]=schaatsen"), 200)).data).toEqual([]);
  });

  it("answers 404 for changing or removing another tenant's stock image", async () => {
    const [foreign] = (await expectDocument(await get("/api/v1/stock_images?filter[search]=koken", "admin", "roermond"), 200))
      .data;
    await expectErrors(await send("PATCH", `/api/v1/stock_images/${foreign.id}`, { name: VALID.name }), 404, "not_found");
    // Unknown before its body is read: a bad body changes nothing about the answer.
    await expectErrors(await send("PATCH", `/api/v1/stock_images/${foreign.id}`, { name: 5 }), 404, "not_found");
    const removed = await t.request(`/api/v1/stock_images/${foreign.id}`, { method: "DELETE", headers: await as("admin") });
    await expectErrors(removed, 404, "not_found");
    const still = await expectDocument(await get(`/api/v1/stock_images/${foreign.id}`, "admin", "roermond"), 200);
    expect(still.data.attributes?.name).toEqual({ nl: "Samen koken", en: "Cooking together" });
  });
});

describe("a vacancy's image from the library", () => {
  it("may be any of the tenant's stock images, and stays when the stock image is removed", async () => {
    const [stock] = (await expectDocument(await get("/api/v1/stock_images?filter[search]=tuinieren"), 200)).data;
    const uploadId = stock.attributes?.upload_id;
    const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
    );
    const created = await expectDocument(
      await t.request("/api/v1/vacancies", {
        method: "POST",
        headers: { ...(await as("organization_superuser")), ...JSON_API },
        body: JSON.stringify({
          data: {
            type: "vacancies",
            attributes: {
              title: "Tuinier in de buurttuin",
              description: "<p>Help mee in de tuin.</p>",
              vacancy_type: "volunteering",
              city: "Oldebroek",
              organization_id: foodBank.id,
              image_upload_id: uploadId,
            },
          },
        }),
      }),
      201,
    );
    expect(created.data.attributes).toMatchObject({ image_upload_id: uploadId, image_url: stock.attributes?.image_url });

    const removed = await t.request(`/api/v1/stock_images/${stock.id}`, { method: "DELETE", headers: await as("admin") });
    expect(removed.status).toBe(204);
    const vacancy = await expectDocument(await get(`/api/v1/vacancies/${created.data.id}`, "organization_superuser"), 200);
    expect(vacancy.data.attributes?.image_url).toBe(stock.attributes?.image_url);
    const file = await t.request(String(stock.attributes?.image_url), { headers: { host: hostOf("oldebroek") } });
    expect(file.status).toBe(200);
  });
});

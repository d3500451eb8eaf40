import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const MANAGERS: Role[] = ["admin", "center_superuser", "content_manager"];
const HEUMEN = "heumen.localhost:3000";

interface Options {
  role?: Role;
  tenant?: string;
  language?: string;
  host?: string;
}

async function send(method: string, path: string, attributes?: unknown, options: Options = {}) {
  const { role, tenant = "oldebroek", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...(options.host ? { host: options.host } : {}), ...JSON_API, "accept-language": language },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type: "partners", attributes } }),
  });
}

interface PartnerAttributes {
  name: string;
  url: string | null;
  text: string | null;
  logo_upload_id: number | null;
  logo_url: string | null;
  logo_width: number | null;
  logo_height: number | null;
  position: number;
}

/** The site's partners as a visitor gets them, in order. */
async function visible(options: Omit<Options, "role"> = {}) {
  const { data } = await expectDocument(await send("GET", "/api/v1/partners", undefined, options), 200);
  return data.map((resource) => ({ id: resource.id, ...(resource.attributes as unknown as PartnerAttributes) }));
}
const names = async (options: Omit<Options, "role"> = {}) => (await visible(options)).map((partner) => partner.name);

async function aPartner(attributes: Record<string, unknown>, options: Options = {}) {
  const response = await send("POST", "/api/v1/partners", attributes, { role: "content_manager", ...options });
  return (await expectDocument(response, 201)).data;
}

/** The upload id of an image in the site's media library (the seeded logos are there). */
async function libraryImage(options: Options = {}) {
  const { data } = await expectDocument(
    await send("GET", "/api/v1/media_files?filter[kind]=image", undefined, { role: "admin", ...options }),
    200,
  );
  return Number(data[0].attributes?.upload_id);
}

describe("partners: what visitors see", () => {
  it("every demo centre has six partners with logos, in order, open to visitors without signing in", async () => {
    const partners = await visible();
    expect(partners.map((p) => p.name).slice(0, 6)).toEqual([
      "Bibliotheek Oldebroek",
      "Voedselbank Oldebroek",
      "Welzijn Oldebroek",
      "Sportfonds Oldebroek",
      "Woonstichting Oldebroek",
      "Ondernemerskring Oldebroek",
    ]);
    expect(partners[0]).toMatchObject({
      url: "https://www.bibliotheek-oldebroek.example",
      position: 0,
      logo_width: 480,
      logo_height: 240,
    });
    expect(partners[0].logo_url).toMatch(/^\/uploads\/oldebroek\/partners\/oldebroek\/bibliotheek-480\.webp$/);
    expect((await t.request(String(partners[0].logo_url), { headers: { host: hostOf("oldebroek") } })).status).toBe(200);
    expect((await names({ tenant: "public", host: HEUMEN })).slice(0, 1)).toEqual(["Bibliotheek Heumen"]);
    const one = await expectDocument(await send("GET", `/api/v1/partners/${partners[1].id}`), 200);
    expect(one.data.attributes?.name).toBe("Voedselbank Oldebroek");
  });
});

describe("partners: who may change them", () => {
  it("the centre's staff and content managers add partners; other roles are refused before the body is read", async () => {
    for (const role of MANAGERS) await aPartner({ name: `Partner van ${role}` }, { role, tenant: "roermond" });
    const [target] = await visible({ tenant: "roermond" });
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      const who = { role, tenant: "roermond" };
      await expectErrors(await send("POST", "/api/v1/partners", { name: "" }, who), 403, "forbidden");
      await expectErrors(await send("PATCH", `/api/v1/partners/${target.id}`, { url: "javascript:x" }, who), 403, "forbidden");
      await expectErrors(await send("DELETE", `/api/v1/partners/${target.id}`, undefined, who), 403, "forbidden");
    }
    await expectErrors(await send("POST", "/api/v1/partners", { name: "" }, { tenant: "roermond" }), 401, "not_authorized");
    await expectErrors(
      await send("DELETE", `/api/v1/partners/${target.id}`, undefined, { tenant: "roermond" }),
      401,
      "not_authorized",
    );
    expect(await names({ tenant: "roermond" })).toContain(target.name);
  });

  it("an unknown partner is a 404 before its body is read", async () => {
    await expectErrors(await send("PATCH", "/api/v1/partners/999999", { name: "" }, { role: "admin" }), 404, "not_found");
    await expectErrors(await send("PATCH", "/api/v1/partners/abc", { name: "" }, { role: "admin" }), 404, "not_found");
    await expectErrors(await send("DELETE", "/api/v1/partners/999999", undefined, { role: "admin" }), 404, "not_found");
    await expectErrors(await send("GET", "/api/v1/partners/999999"), 404, "not_found");
  });
});

describe("partners: what they hold", () => {
  it("takes a name, a website, a text and a logo from the centre's library, and clears what is sent empty", async () => {
    const upload = await libraryImage();
    const created = await aPartner({
      name: "  Rotary Club  ",
      url: "https://www.rotary.example/oldebroek",
      text: "Helpt elk jaar bij de Burendag.",
      logo_upload_id: upload,
    });
    expect(created.attributes).toMatchObject({
      name: "Rotary Club",
      url: "https://www.rotary.example/oldebroek",
      text: "Helpt elk jaar bij de Burendag.",
      logo_upload_id: upload,
    });
    expect(created.attributes?.logo_url).toMatch(/^\/uploads\/.+\.webp$/);
    const cleared = await expectDocument(
      await send("PATCH", `/api/v1/partners/${created.id}`, { url: "", text: " ", logo_upload_id: null }, { role: "admin" }),
      200,
    );
    expect(cleared.data.attributes).toMatchObject({ name: "Rotary Club", url: null, text: null, logo_url: null });
  });

  it("keeps an English text beside the Dutch one, cleared when sent empty; a too long one is a 422 at text_en", async () => {
    const created = await aPartner({
      name: "Lions",
      text: "Helpt bij de kerstmarkt.",
      text_en: "Helps at the Christmas market.",
    });
    expect(created.attributes).toMatchObject({ text: "Helpt bij de kerstmarkt.", text_en: "Helps at the Christmas market." });
    const errors = await expectErrors(
      await send("PATCH", `/api/v1/partners/${created.id}`, { text_en: "x".repeat(301) }, { role: "admin" }),
      422,
      "validation_failed",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/text_en");
    const cleared = await expectDocument(
      await send("PATCH", `/api/v1/partners/${created.id}`, { text_en: " " }, { role: "admin" }),
      200,
    );
    expect(cleared.data.attributes).toMatchObject({ text: "Helpt bij de kerstmarkt.", text_en: null });
  });

  it("says in the caller's language what is wrong, and writes nothing", async () => {
    const before = await visible();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Dit veld is verplicht"],
      [{ name: "x".repeat(121) }, "name", "Gebruik maximaal 120 tekens"],
      [{ name: "Ok", url: "javascript:alert(1)" }, "url", "Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)"],
      [{ name: "Ok", url: "/partners" }, "url", "Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)"],
      [{ name: "Ok", url: "www.voorbeeld.nl" }, "url", "Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)"],
      [{ name: "Ok", text: "x".repeat(301) }, "text", "Gebruik maximaal 300 tekens"],
      [{ name: "Ok", logo_upload_id: "een" }, "logo_upload_id", ""],
    ];
    for (const [attributes, field, detail] of cases) {
      const [error] = await expectErrors(
        await send("POST", "/api/v1/partners", attributes, { role: "content_manager" }),
        422,
        "validation_failed",
      );
      expect(error.source?.pointer, JSON.stringify(attributes)).toBe(`/data/attributes/${field}`);
      if (detail) expect(error.detail).toBe(detail);
    }
    const [english] = await expectErrors(
      await send("POST", "/api/v1/partners", { name: "Ok", url: "ftp://files.example" }, { role: "admin", language: "en" }),
      422,
      "validation_failed",
    );
    expect(english.detail).toBe("Enter a valid URL (for example https://www.example.com)");

    // A logo is an image of this centre's library: not another centre's, not another tenant's, not an unknown upload.
    const heumenLogo = await libraryImage({ tenant: "public", host: HEUMEN });
    const demoLogo = await libraryImage({ tenant: "demo" });
    for (const [upload, options] of [
      [heumenLogo, { tenant: "public" }],
      [demoLogo, {}],
      [999_999, {}],
    ] as const) {
      const [error] = await expectErrors(
        await send(
          "POST",
          "/api/v1/partners",
          { name: "Met vreemd logo", logo_upload_id: upload },
          { role: "admin", ...options },
        ),
        422,
        "validation_failed",
      );
      expect(error).toMatchObject({
        detail: "Kies een afbeelding uit de bestanden van deze centrale als logo.",
        source: { pointer: "/data/attributes/logo_upload_id" },
      });
    }
    const [first] = before;
    await expectErrors(
      await send("PATCH", `/api/v1/partners/${first.id}`, { logo_upload_id: demoLogo, name: "Nieuw" }, { role: "admin" }),
      422,
      "validation_failed",
    );
    await expectErrors(
      await send("PATCH", `/api/v1/partners/${first.id}`, { position: -1 }, { role: "admin", language: "en" }),
      422,
      "validation_failed",
    );
    expect(await visible()).toEqual(before);
    expect(await names({ tenant: "public" })).not.toContain("Met vreemd logo");
  });
});

describe("partners: their order", () => {
  it("adds at the end, moves to a position and closes the gap when one goes", async () => {
    const tenant = "demo";
    const ours = async () => (await names({ tenant })).filter((name) => /^[ABC]$/.test(name));
    const a = await aPartner({ name: "A" }, { tenant });
    const b = await aPartner({ name: "B" }, { tenant });
    const c = await aPartner({ name: "C" }, { tenant });
    expect(await ours()).toEqual(["A", "B", "C"]);
    const move = (id: string, position: number) =>
      send("PATCH", `/api/v1/partners/${id}`, { position }, { role: "center_superuser", tenant });
    await expectDocument(await move(c.id, 0), 200);
    expect((await names({ tenant }))[0]).toBe("C");
    await expectDocument(await move(a.id, 100), 200);
    expect(await ours()).toEqual(["C", "B", "A"]);
    expect((await send("DELETE", `/api/v1/partners/${b.id}`, undefined, { role: "content_manager", tenant })).status).toBe(204);
    const after = await visible({ tenant });
    expect(after.map((partner) => partner.position)).toEqual(after.map((_, index) => index));
    expect(await ours()).toEqual(["C", "A"]);
  });
});

describe("partners: each centre its own", () => {
  it("another centre of the tenant and another tenant neither see nor change a partner", async () => {
    const partner = await aPartner({ name: "Alleen Nijmegen" }, { role: "admin", tenant: "public" });
    expect(await names({ tenant: "public" })).toContain("Alleen Nijmegen");
    expect(await names({ tenant: "public", host: HEUMEN })).not.toContain("Alleen Nijmegen");
    expect(await names({ tenant: "roermond" })).not.toContain("Alleen Nijmegen");
    // The tenant's admin reaches it only through its own centre's site; another tenant's admin not at all.
    for (const options of [
      { role: "admin" as const, tenant: "public", host: HEUMEN },
      { role: "admin" as const, tenant: "roermond" },
    ]) {
      await expectErrors(await send("PATCH", `/api/v1/partners/${partner.id}`, { name: "Van mij" }, options), 404, "not_found");
      await expectErrors(await send("DELETE", `/api/v1/partners/${partner.id}`, undefined, options), 404, "not_found");
      await expectErrors(await send("GET", `/api/v1/partners/${partner.id}`, undefined, options), 404, "not_found");
    }
    // Nijmegen's content manager is no content manager of Heumen.
    await expectErrors(
      await send("POST", "/api/v1/partners", { name: "" }, { role: "content_manager", tenant: "public", host: HEUMEN }),
      403,
      "forbidden",
    );
    expect(await names({ tenant: "public" })).toContain("Alleen Nijmegen");
  });
});

describe("partners: a logo in the media library", () => {
  it("is reported as in use, refuses a plain delete, and a forced delete leaves the partner without a logo", async () => {
    const tenant = "meedoen";
    const upload = await libraryImage({ tenant });
    const partner = await aPartner({ name: "Logo in gebruik", logo_upload_id: upload }, { tenant });
    const { data: files } = await expectDocument(
      await send("GET", "/api/v1/media_files?filter[kind]=image&page[size]=100", undefined, { role: "admin", tenant }),
      200,
    );
    const file = files.find((f) => Number(f.attributes?.upload_id) === upload);
    expect(file).toBeDefined();
    const read = await expectDocument(
      await send("GET", `/api/v1/media_files/${file?.id}`, undefined, { role: "admin", tenant }),
      200,
    );
    expect(read.meta?.usages).toEqual(expect.arrayContaining([{ type: "partner", id: partner.id, label: "Logo in gebruik" }]));
    const [conflict] = await expectErrors(
      await send("DELETE", `/api/v1/media_files/${file?.id}`, undefined, { role: "admin", tenant }),
      409,
      "conflict",
    );
    expect(conflict.detail).toContain('logo van partner "Logo in gebruik"');
    expect(
      (await send("DELETE", `/api/v1/media_files/${file?.id}?force=true`, undefined, { role: "admin", tenant })).status,
    ).toBe(204);
    const after = (await visible({ tenant })).find((p) => p.id === partner.id);
    expect(after).toMatchObject({ logo_upload_id: null, logo_url: null });
  });
});

describe("partners in the sitemap", () => {
  it("lists /partners for a centre with partners only", async () => {
    const sitemap = async (host: string) => (await t.request("/sitemap.xml", { headers: { host } })).text();
    expect(await sitemap(hostOf("oldebroek"))).toContain("<loc>http://oldebroek.localhost:3000/nl/partners</loc>");
    const ede = "ede.localhost:3000";
    for (const partner of await visible({ tenant: "public", host: ede })) {
      const response = await send("DELETE", `/api/v1/partners/${partner.id}`, undefined, {
        role: "admin",
        tenant: "public",
        host: ede,
      });
      expect(response.status).toBe(204);
    }
    expect(await sitemap(ede)).not.toContain("/partners<");
  });
});

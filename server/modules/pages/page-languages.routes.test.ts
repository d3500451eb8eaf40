import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

// Decision 28: a page's English version beside the Dutch one, for centres that publish English.

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
const centerIds: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  for (const tenant of ["public", "oldebroek"]) {
    const current = await expectDocument(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: hostOf(tenant) } }),
      200,
    );
    centerIds[tenant] = Number(current.data.id);
  }
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };

async function send(
  method: string,
  path: string,
  body?: { type: string; attributes: unknown },
  options: { role?: Role; tenant?: string; language?: string } = {},
) {
  const { role, tenant = "public", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": language },
    body: body === undefined ? undefined : JSON.stringify({ data: body }),
  });
}
const pages = (attributes: unknown) => ({ type: "pages", attributes });
const profile = (attributes: unknown) => ({ type: "volunteer_center_profiles", attributes });
const setLanguages = (languages: string[], tenant = "public") =>
  send("PATCH", `/api/v1/volunteer_centers/${centerIds[tenant]}/profile`, profile({ content_languages: languages }), {
    role: "admin",
    tenant,
  });

const english = {
  title: "About the volunteer centre",
  summary: "Who we are.",
  blocks: [{ id: "a", type: "Markdown", markdown: "We help **everyone** find volunteering." }],
};
let slugs = 0;
async function created(attributes: Record<string, unknown> = {}, tenant = "public") {
  const body = pages({ slug: `taal-${++slugs}`, title: "Over de vrijwilligerscentrale", ...attributes });
  return (await expectDocument(await send("POST", "/api/v1/pages", body, { role: "content_manager", tenant }), 201)).data;
}
const publish = (id: string, tenant = "public") =>
  send("POST", `/api/v1/pages/${id}/publish`, undefined, { role: "page_manager", tenant });
async function visitorSees(slug: string, language: string, tenant = "public") {
  const list = await expectDocument(
    await send("GET", `/api/v1/pages?filter[slug]=${slug}&filter[published]=true`, undefined, { language, tenant }),
    200,
  );
  return list.data[0]?.attributes;
}

describe("a centre's content languages", () => {
  it("are Dutch until the centre turns English on, which only a site in two languages may", async () => {
    const before = await expectDocument(
      await t.request(`/api/v1/volunteer_centers/${centerIds.oldebroek}/profile`, { headers: { host: hostOf("oldebroek") } }),
      200,
    );
    expect(before.data.attributes?.content_languages).toEqual(["nl"]);
    const refused = await expectErrors(await setLanguages(["nl", "en"], "oldebroek"), 422, "validation_failed");
    expect(refused[0]).toMatchObject({
      detail: "Engelse inhoud kan alleen op een site in twee talen; zet eerst de talen van de site aan",
      source: { pointer: "/data/attributes/content_languages" },
    });
    const withoutDutch = await expectErrors(await setLanguages(["en"]), 422, "validation_failed");
    expect(withoutDutch[0].source?.pointer).toBe("/data/attributes/content_languages");
    await expectErrors(await setLanguages(["nl", "fr"]), 422, "validation_failed");
    const saved = await expectDocument(await setLanguages(["en", "nl"]), 200);
    expect(saved.data.attributes?.content_languages).toEqual(["nl", "en"]);
  });

  it("gives the footer English columns beside the Dutch ones, sanitised alike", async () => {
    const sent = { "1": { title: "Contact", content: "Volunteer centre\ninfo@example.nl" }, "2": null };
    const saved = await expectDocument(
      await send("PATCH", `/api/v1/volunteer_centers/${centerIds.public}/profile`, profile({ footer_columns_en: sent }), {
        role: "admin",
      }),
      200,
    );
    // Column 1 replaced, column 2 removed, the seeded columns 3 and 4 kept.
    expect(saved.data.attributes?.footer_columns_en).toMatchObject({ "1": sent["1"], "3": { title: "Opening hours" } });
    expect(saved.data.attributes?.footer_columns_en).not.toHaveProperty("2");
    expect(saved.data.attributes?.footer_columns).toMatchObject({ "1": { title: "Contact" } });
    await expectErrors(
      await send(
        "PATCH",
        `/api/v1/volunteer_centers/${centerIds.public}/profile`,
        profile({ footer_columns_en: { "5": { title: "x", content: "y" } } }),
        { role: "admin" },
      ),
      422,
      "validation_failed",
    );
  });
});

describe("a page in two languages", () => {
  it("keeps an English draft beside the Dutch one and publishes both; visitors on /en read English, on /nl Dutch", async () => {
    await setLanguages(["nl", "en"]);
    const page = await created({ english });
    expect(page.attributes).toMatchObject({ title: "Over de vrijwilligerscentrale", content_language: "nl", languages: [] });
    expect(page.attributes?.english).toMatchObject({ title: english.title, summary: "Who we are." });
    expect(page.attributes?.is_english_published).toBe(false);
    const slug = String(page.attributes?.slug);

    await expectDocument(await publish(page.id), 200);
    expect(await visitorSees(slug, "en")).toMatchObject({
      title: english.title,
      content_language: "en",
      languages: ["nl", "en"],
      blocks: [{ html: expect.stringContaining("<strong>everyone</strong>") }],
    });
    expect(await visitorSees(slug, "nl")).toMatchObject({ title: "Over de vrijwilligerscentrale", content_language: "nl" });
    expect(await visitorSees(slug, "en")).not.toHaveProperty("english");

    // A change to the English draft waits for the next publication, and says so.
    const edited = await expectDocument(
      await send("PATCH", `/api/v1/pages/${page.id}`, pages({ english: { title: "About us" } }), { role: "content_manager" }),
      200,
    );
    expect(edited.data.attributes).toMatchObject({
      has_draft_changes: true,
      english: { title: "About us", summary: "Who we are." },
    });
    expect((await visitorSees(slug, "en"))?.title).toBe(english.title);
    await expectDocument(await publish(page.id), 200);
    expect((await visitorSees(slug, "en"))?.title).toBe("About us");

    // Revisions per language; restoring an English one fills the English draft only.
    const revisions = await expectDocument(
      await send("GET", `/api/v1/pages/${page.id}/revisions`, undefined, { role: "page_manager" }),
      200,
    );
    expect(revisions.data.map((r) => [r.attributes?.language, r.attributes?.title])).toEqual(
      expect.arrayContaining([
        ["en", "About us"],
        ["nl", "Over de vrijwilligerscentrale"],
        ["en", english.title],
      ]),
    );
    const old = revisions.data.find((r) => r.attributes?.title === english.title);
    const restored = await expectDocument(
      await send("POST", `/api/v1/pages/${page.id}/revisions/${old?.id}/restore`, undefined, { role: "page_manager" }),
      200,
    );
    expect(restored.data.attributes).toMatchObject({ title: "Over de vrijwilligerscentrale", english: { title: english.title } });
  });

  it("gives /en the Dutch text, saying so, where the page has no English or the centre publishes none", async () => {
    await setLanguages(["nl", "en"]);
    const dutchOnly = await created();
    await publish(dutchOnly.id);
    expect(await visitorSees(String(dutchOnly.attributes?.slug), "en")).toMatchObject({
      title: "Over de vrijwilligerscentrale",
      content_language: "nl",
      languages: ["nl"],
    });

    const both = await created({ english });
    await publish(both.id);
    await setLanguages(["nl"]);
    expect(await visitorSees(String(both.attributes?.slug), "en")).toMatchObject({ content_language: "nl", languages: ["nl"] });
    await setLanguages(["nl", "en"]);
    expect(await visitorSees(String(both.attributes?.slug), "en")).toMatchObject({ content_language: "en" });
  });

  it("removes the English version with null, and lists the pages without English for the editor", async () => {
    const page = await created({ english });
    const without = await created({ slug: "zonder-engels" });
    const removed = await expectDocument(
      await send("PATCH", `/api/v1/pages/${page.id}`, pages({ english: null }), { role: "content_manager" }),
      200,
    );
    expect(removed.data.attributes?.english).toBeNull();
    await expectDocument(
      await send("PATCH", `/api/v1/pages/${without.id}`, pages({ english }), { role: "content_manager" }),
      200,
    );
    const list = await expectDocument(
      await send("GET", "/api/v1/pages?filter[without_english]=true&page[size]=100", undefined, { role: "content_manager" }),
      200,
    );
    const ids = list.data.map((row) => row.id);
    expect(ids).toContain(page.id);
    expect(ids).not.toContain(without.id);
    expect(list.data.every((row) => row.attributes?.english === null)).toBe(true);
  });

  it("checks the English fields as the Dutch ones, with pointers below english", async () => {
    const errors = await expectErrors(
      await send(
        "POST",
        "/api/v1/pages",
        pages({
          slug: "fout-engels",
          title: "Goede titel",
          english: { title: "x", blocks: [{ id: "a", type: "Markdown", markdown: "" }] },
        }),
        { role: "content_manager", language: "en" },
      ),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/english/title", "/data/attributes/english/blocks/0/markdown"]),
    );
    const image = await expectErrors(
      await send(
        "POST",
        "/api/v1/pages",
        pages({
          slug: "vreemd-beeld",
          title: "Goede titel",
          english: { title: "Good title", blocks: [{ id: "a", type: "Image", image: { upload: 999999, alt: "x" } }] },
        }),
        { role: "content_manager" },
      ),
      422,
      "validation_failed",
    );
    expect(image[0].source?.pointer).toBe("/data/attributes/english/blocks/0/image/upload");
  });

  it("refuses before reading the body, and never shows another tenant's English", async () => {
    await expectErrors(await send("POST", "/api/v1/pages", pages({ english: 1 }), { role: "volunteer" }), 403, "forbidden");
    await expectErrors(await send("POST", "/api/v1/pages", pages({ english: 1 })), 401, "not_authorized");
    const page = await created({ english });
    await publish(page.id);
    await expectErrors(
      await send("PATCH", `/api/v1/pages/${page.id}`, pages({ english: null }), { role: "admin", tenant: "meedoen" }),
      404,
      "not_found",
    );
    expect(await visitorSees(String(page.attributes?.slug), "en", "meedoen")).toBeUndefined();
  });
});

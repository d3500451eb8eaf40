import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_BLOCK_TYPES } from "../../../contract/content-block-options";
import { ROLES, type Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { PUBLISH_DUE_PAGES_JOB } from "./page-jobs";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const MANAGERS: Role[] = ["admin", "center_superuser", "content_manager", "page_manager"];

let slugs = 0;
const page = (attributes: Record<string, unknown> = {}) => ({
  slug: `pagina-${++slugs}`,
  title: "Over de vrijwilligerscentrale",
  summary: "Wie we zijn.",
  blocks: [
    { id: "a", type: "SectionTitle", title: "Wie we zijn" },
    { id: "b", type: "Markdown", markdown: "We helpen **iedereen** aan vrijwilligerswerk." },
  ],
  ...attributes,
});

async function send(
  method: string,
  path: string,
  attributes?: unknown,
  options: { role?: Role; tenant?: string; language?: string; host?: string } = {},
) {
  const { role, tenant = "oldebroek", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...(options.host ? { host: options.host } : {}), ...JSON_API, "accept-language": language },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type: "pages", attributes } }),
  });
}
const get = (path: string, role?: Role, tenant = "oldebroek") => send("GET", path, undefined, { role, tenant });

async function created(attributes: Record<string, unknown> = {}, role: Role = "content_manager") {
  return (await expectDocument(await send("POST", "/api/v1/pages", page(attributes), { role }), 201)).data;
}
const publish = (id: string) => send("POST", `/api/v1/pages/${id}/publish`, undefined, { role: "page_manager" });
const visitorBySlug = async (slug: string) => (await expectDocument(await get(`/api/v1/pages?filter[slug]=${slug}`), 200)).data;

describe("pages: who may make them", () => {
  it("the centre's staff, content and page managers make pages; others are refused before the body is read", async () => {
    for (const role of MANAGERS) await created({}, role);
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      await expectErrors(await send("POST", "/api/v1/pages", { nonsense: 1 }, { role }), 403, "forbidden");
    }
    await expectErrors(await send("POST", "/api/v1/pages", { nonsense: 1 }), 401, "not_authorized");
  });

  it("checks every block against its schema, with a pointer to the field and the message in the user's language", async () => {
    const bad = page({
      blocks: [
        { id: "a", type: "Markdown", markdown: "" },
        {
          id: "b",
          type: "CallToAction",
          title: "Doe mee",
          button: { label: "Klik", url: "javascript:alert(1)", variant: "primary" },
        },
        { id: "c", type: "Unknown" },
      ],
    });
    const errors = await expectErrors(
      await send("POST", "/api/v1/pages", bad, { role: "content_manager" }),
      422,
      "validation_failed",
    );
    const pointers = errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/blocks/0/markdown",
        "/data/attributes/blocks/1/button/url",
        "/data/attributes/blocks/2/type",
      ]),
    );
    expect(errors.find((e) => e.source?.pointer === "/data/attributes/blocks/1/button/url")?.detail).toBe(
      "Vul een adres in dat begint met / (een pagina van deze site) of met https://",
    );
    const english = await expectErrors(
      await send("POST", "/api/v1/pages", bad, { role: "content_manager", language: "en" }),
      422,
      "validation_failed",
    );
    expect(english.find((e) => e.source?.pointer === "/data/attributes/blocks/1/button/url")?.detail).toContain(
      "Enter an address",
    );
  });

  it("takes a slug only once per centre, never a screen's own, and only in lower-case words", async () => {
    const first = await created({ slug: "vacatures-in-de-zorg" });
    const taken = await expectErrors(
      await send("POST", "/api/v1/pages", page({ slug: "vacatures-in-de-zorg" }), { role: "content_manager" }),
      422,
      "validation_failed",
    );
    expect(taken[0]).toMatchObject({
      detail: "Er is al een pagina met dit adres.",
      source: { pointer: "/data/attributes/slug" },
    });
    const reserved = await expectErrors(
      await send("POST", "/api/v1/pages", page({ slug: "vacancies" }), { role: "content_manager" }),
      422,
      "validation_failed",
    );
    expect(reserved[0].detail).toBe("Dit adres is van een scherm van de site zelf; kies een ander.");
    await expectErrors(
      await send("POST", "/api/v1/pages", page({ slug: "Over Ons!" }), { role: "content_manager" }),
      422,
      "validation_failed",
    );
    // The same slug in another tenant is another site's business.
    await expectDocument(
      await send("POST", "/api/v1/pages", page({ slug: "vacatures-in-de-zorg" }), {
        role: "content_manager",
        tenant: "roermond",
      }),
      201,
    );
    expect(first.attributes?.slug).toBe("vacatures-in-de-zorg");
  });
});

describe("drafts, publications and revisions", () => {
  it("a draft is nobody's business but its editors'; once published, visitors see that version while the draft changes", async () => {
    const draft = await created({ slug: "nieuw-bij-ons", title: "Nieuw bij ons" });
    expect(draft.attributes).toMatchObject({ is_published: false, has_draft_changes: true });
    expect(await visitorBySlug("nieuw-bij-ons")).toEqual([]);
    await expectErrors(await get(`/api/v1/pages/${draft.id}`), 404, "not_found");

    await expectDocument(await publish(draft.id), 200);
    const [seen] = await visitorBySlug("nieuw-bij-ons");
    expect(seen.attributes).toMatchObject({ title: "Nieuw bij ons", is_published: true });
    expect(seen.attributes).not.toHaveProperty("has_draft_changes");

    const edited = await expectDocument(
      await send("PATCH", `/api/v1/pages/${draft.id}`, { title: "Nieuw bij ons (bijgewerkt)" }, { role: "content_manager" }),
      200,
    );
    expect(edited.data.attributes).toMatchObject({ title: "Nieuw bij ons (bijgewerkt)", has_draft_changes: true });
    expect((await visitorBySlug("nieuw-bij-ons"))[0].attributes?.title).toBe("Nieuw bij ons");

    await expectDocument(await publish(draft.id), 200);
    expect((await visitorBySlug("nieuw-bij-ons"))[0].attributes?.title).toBe("Nieuw bij ons (bijgewerkt)");

    const revisions = await expectDocument(await get(`/api/v1/pages/${draft.id}/revisions`, "page_manager"), 200);
    expect(revisions.data.map((r) => r.attributes?.title)).toEqual(["Nieuw bij ons (bijgewerkt)", "Nieuw bij ons"]);
    // Each revision by its own link, to compare with the draft: only for the page's own editors.
    const first = revisions.data[1];
    const one = await expectDocument(await get(`/api/v1/pages/${draft.id}/revisions/${first.id}`, "content_manager"), 200);
    expect(one.data).toMatchObject({ id: first.id, type: "page_revisions", attributes: { title: "Nieuw bij ons" } });
    expect(one.data.attributes?.blocks).toEqual(first.attributes?.blocks);
    const other = await created();
    await expectErrors(await get(`/api/v1/pages/${other.id}/revisions/${first.id}`, "content_manager"), 404, "not_found");
    await expectErrors(await get(`/api/v1/pages/${draft.id}/revisions/999999`, "content_manager"), 404, "not_found");
    await expectErrors(await get(`/api/v1/pages/${draft.id}/revisions/${first.id}`, "admin", "roermond"), 404, "not_found");
    await expectErrors(await get(`/api/v1/pages/${draft.id}/revisions/${first.id}`, "volunteer"), 403, "forbidden");
    await expectErrors(await get(`/api/v1/pages/${draft.id}/revisions/${first.id}`), 401, "not_authorized");
    const restored = await expectDocument(
      await send("POST", `/api/v1/pages/${draft.id}/revisions/${revisions.data[1].id}/restore`, undefined, {
        role: "page_manager",
      }),
      200,
    );
    expect(restored.data.attributes).toMatchObject({ title: "Nieuw bij ons", has_draft_changes: true });
    expect((await visitorBySlug("nieuw-bij-ons"))[0].attributes?.title).toBe("Nieuw bij ons (bijgewerkt)");

    const back = await expectDocument(
      await send("POST", `/api/v1/pages/${draft.id}/revisions/${revisions.data[0].id}/restore`, undefined, {
        role: "page_manager",
      }),
      200,
    );
    expect(back.data.attributes).toMatchObject({ title: "Nieuw bij ons (bijgewerkt)", has_draft_changes: false });

    await expectDocument(await send("POST", `/api/v1/pages/${draft.id}/unpublish`, undefined, { role: "page_manager" }), 200);
    expect(await visitorBySlug("nieuw-bij-ons")).toEqual([]);
    await expectErrors(await get(`/api/v1/pages/${draft.id}/revisions`, "volunteer"), 403, "forbidden");
  });

  it("publishes a scheduled page through the job once its time has come", async () => {
    const later = await created({ slug: "straks", publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    const due = await created({ slug: "nu-al", publish_at: new Date(Date.now() - 60_000).toISOString() });
    await t.jobs.enqueue(PUBLISH_DUE_PAGES_JOB, {});
    await t.jobs.workDue();
    expect(await visitorBySlug("straks")).toEqual([]);
    expect((await visitorBySlug("nu-al"))[0]?.id).toBe(due.id);
    const list = await expectDocument(await get("/api/v1/pages?filter[status]=scheduled", "content_manager"), 200);
    expect(list.data.map((p) => p.id)).toContain(later.id);
    expect(list.data.map((p) => p.id)).not.toContain(due.id);
    // Several slugs at once: the published ones among them.
    const both = await visitorBySlug("straks,nu-al,bestaat-niet");
    expect(both.map((p) => p.id)).toEqual([due.id]);
  });

  it("takes a block image only from the tenant's own uploads, and says itself where it is served", async () => {
    const uploadOf = async (tenant: string) => {
      const stock = await expectDocument(await get("/api/v1/stock_images?page[size]=1", "content_manager", tenant), 200);
      return Number(stock.data[0].attributes?.upload_id);
    };
    const own = await uploadOf("oldebroek");
    const foreign = await uploadOf("roermond");
    const image = (upload: number) => ({ upload, alt: "Vrijwilligers aan het werk", url: "https://evil.example/x.png" });
    const errors = await expectErrors(
      await send(
        "POST",
        "/api/v1/pages",
        page({
          blocks: [
            { id: "a", type: "Image", image: image(own) },
            {
              id: "b",
              type: "DynamicCards",
              columns: 2,
              cards: [{ title: "Kaart" }, { title: "Met foto", image: image(foreign) }],
            },
          ],
        }),
        { role: "content_manager" },
      ),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer)).toEqual(["/data/attributes/blocks/1/cards/1/image/upload"]);
    const saved = await created({ blocks: [{ id: "a", type: "Image", image: image(own) }] });
    const [block] = (saved.attributes?.blocks ?? []) as { image: Record<string, unknown> }[];
    expect(block.image).toMatchObject({
      upload: own,
      alt: "Vrijwilligers aan het werk",
      url: expect.stringMatching(/^\/uploads\//),
    });
    expect(block.image.width).toBeGreaterThan(0);
  });

  it("previews blocks as visitors would see them, saving nothing, for the page's editors only", async () => {
    const preview = async (attributes: unknown, role?: Role) =>
      t.request("/api/v1/page_previews", {
        method: "POST",
        headers: { ...(role ? await as(role, "oldebroek") : { host: hostOf("oldebroek") }), ...JSON_API },
        body: JSON.stringify({ data: { type: "page_previews", attributes } }),
      });
    const blocks = [{ id: "a", type: "Markdown", markdown: "Hallo **iedereen**" }];
    const shown = await expectDocument(await preview({ blocks }, "page_manager"), 200);
    expect(shown.data.attributes?.blocks).toEqual([{ ...blocks[0], html: "<p>Hallo <strong>iedereen</strong></p>" }]);
    await expectErrors(
      await preview({ blocks: [{ id: "a", type: "Markdown", markdown: "" }] }, "content_manager"),
      422,
      "validation_failed",
    );
    await expectErrors(await preview({ nonsense: 1 }, "volunteer"), 403, "forbidden");
    await expectErrors(await preview({ nonsense: 1 }), 401, "not_authorized");
  });

  it.each(["//evil.example", "/\\evil.example", "\\\\evil.example", "/%5Cevil.example", "/\t/evil.example"])(
    "refuses a block link %j that a browser reads as another host, in the user's language",
    async (url) => {
      const bad = page({ blocks: [{ id: "a", type: "Hotlinks", links: [{ label: "Weg", url }] }] });
      const [error] = await expectErrors(
        await send("POST", "/api/v1/pages", bad, { role: "content_manager", language: "en" }),
        422,
        "validation_failed",
      );
      expect(error).toMatchObject({
        source: { pointer: "/data/attributes/blocks/0/links/0/url" },
        detail: "Enter an address that starts with / (a page of this site) or with https://",
      });
    },
  );

  it("renders Markdown to safe HTML: no script, handler or javascript: link survives", async () => {
    const risky = await created({
      slug: "gevaarlijk",
      blocks: [
        {
          id: "x",
          type: "Markdown",
          markdown:
            '# Kop\n\n<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[klik](javascript:alert(3)) en [NOV](https://www.nov.nl)',
        },
      ],
    });
    await publish(risky.id);
    const [seen] = await visitorBySlug("gevaarlijk");
    const [markdown] = (seen.attributes?.blocks ?? []) as { html: string }[];
    expect(markdown.html).toContain("<h2>Kop</h2>");
    expect(markdown.html).toContain('href="https://www.nov.nl"');
    expect(markdown.html).not.toMatch(/script|onerror|javascript:/i);
  });
});

describe("each centre its own site", () => {
  it("another centre of the same tenant and another tenant do not see a page", async () => {
    const nijmegen = await expectDocument(
      await send("POST", "/api/v1/pages", page({ slug: "eigen-pagina" }), { role: "content_manager", tenant: "public" }),
      201,
    );
    await expectDocument(
      await send("POST", `/api/v1/pages/${nijmegen.data.id}/publish`, undefined, { role: "content_manager", tenant: "public" }),
      200,
    );
    const onHeumen = await send("GET", "/api/v1/pages?filter[slug]=eigen-pagina", undefined, {
      host: "heumen.localhost:3000",
      tenant: "public",
    });
    expect((await expectDocument(onHeumen, 200)).data).toEqual([]);
    await expectErrors(
      await send("GET", `/api/v1/pages/${nijmegen.data.id}`, undefined, { host: "heumen.localhost:3000", tenant: "public" }),
      404,
      "not_found",
    );
    await expectErrors(await get(`/api/v1/pages/${nijmegen.data.id}`, "admin", "roermond"), 404, "not_found");
    await expectErrors(
      await send("DELETE", `/api/v1/pages/${nijmegen.data.id}`, undefined, { role: "admin", tenant: "roermond" }),
      404,
      "not_found",
    );
  });

  it("every demo centre has a published home page built from blocks, and news newest first", async () => {
    const home = await expectDocument(await get("/api/v1/pages/home"), 200);
    expect(home.data.attributes).toMatchObject({ is_home: true, title: "Vrijwilligerswerk in Oldebroek" });
    const typesOf = (pages: { attributes?: Record<string, unknown> }[]) =>
      new Set(pages.flatMap((p) => ((p.attributes?.blocks ?? []) as { type: string }[]).map((b) => b.type)));
    expect([...typesOf([home.data])]).toEqual(
      expect.arrayContaining(["HeroWithSearch", "VacancyCategories", "NewsCarousel", "DualCta", "LogoBar"]),
    );
    // Every block type shows on some demo page.
    const site = await expectDocument(await get("/api/v1/pages?page[size]=50"), 200);
    expect([...typesOf(site.data)].sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    const news = await expectDocument(
      await get("/api/v1/pages?filter[page_type]=news,success_story&sort=-published_at&page[size]=10"),
      200,
    );
    const dates = news.data.map((p) => String(p.attributes?.published_at));
    expect(dates.length).toBe(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The oldest item, once featured, comes before the newer ones that are not.
    const [oldest] = (await expectDocument(await get("/api/v1/pages?filter[slug]=vrijwilligersprijs"), 200)).data;
    await expectDocument(await send("PATCH", `/api/v1/pages/${oldest.id}`, { featured: true }, { role: "page_manager" }), 200);
    const featuredFirst = await expectDocument(
      await get("/api/v1/pages?filter[page_type]=news,success_story&filter[featured_first]=true&sort=-published_at&page[size]=3"),
      200,
    );
    expect(featuredFirst.data.map((p) => p.attributes?.slug)).toEqual(["nl-doet-2027", "vrijwilligersprijs", "anna-taalmaatje"]);
  });
});

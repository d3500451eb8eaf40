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
const MANAGERS: Role[] = ["admin", "center_superuser", "content_manager", "page_manager"];

async function send(
  method: string,
  path: string,
  attributes?: unknown,
  options: { role?: Role; tenant?: string; language?: string; host?: string; type?: string } = {},
) {
  const { role, tenant = "oldebroek", language = "nl", type = "menu_items" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...(options.host ? { host: options.host } : {}), ...JSON_API, "accept-language": language },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
  });
}

let slugs = 0;
/** A page of the centre, published unless asked otherwise; its id. */
async function aPage(options: { published?: boolean; tenant?: string } = {}) {
  const { published = true, tenant = "oldebroek" } = options;
  const attributes = { slug: `menu-pagina-${++slugs}`, title: `Menupagina ${slugs}`, blocks: [] };
  const { data } = await expectDocument(
    await send("POST", "/api/v1/pages", attributes, { role: "page_manager", tenant, type: "pages" }),
    201,
  );
  if (published)
    await expectDocument(
      await send("POST", `/api/v1/pages/${data.id}/publish`, undefined, { role: "page_manager", tenant }),
      200,
    );
  return Number(data.id);
}

async function anItem(attributes: Record<string, unknown>, options: { role?: Role; tenant?: string } = {}) {
  const response = await send(
    "POST",
    "/api/v1/menu_items",
    { menu: "header-main", ...attributes },
    {
      role: options.role ?? "page_manager",
      tenant: options.tenant,
    },
  );
  return (await expectDocument(response, 201)).data;
}

/** The names of a menu's items as a visitor gets them, as "top" or "top > child", in their order. */
async function visitorMenu(menu = "header-main", options: { tenant?: string; host?: string } = {}) {
  const { data } = await expectDocument(await send("GET", `/api/v1/menu_items?filter[menu]=${menu}`, undefined, options), 200);
  const items = data as unknown as { id: string; attributes: { name: string; parent_id: number | null; position: number } }[];
  const level = (parent: number | null) =>
    items.filter((i) => i.attributes.parent_id === parent).sort((a, b) => a.attributes.position - b.attributes.position);
  return level(null).flatMap((top) => [
    top.attributes.name,
    ...level(Number(top.id)).map((child) => `${top.attributes.name} > ${child.attributes.name}`),
  ]);
}

describe("menu items: who may change them", () => {
  it("the centre's staff, content and page managers add items; others are refused before the body is read", async () => {
    for (const role of MANAGERS)
      await anItem({ name: `Door ${role}`, link_type: "system_page", system_page: "news", menu: "footer" }, { role });
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      await expectErrors(await send("POST", "/api/v1/menu_items", { nonsense: 1 }, { role }), 403, "forbidden");
      await expectErrors(await send("PATCH", "/api/v1/menu_items/1", { nonsense: 1 }, { role }), 403, "forbidden");
      await expectErrors(await send("DELETE", "/api/v1/menu_items/1", undefined, { role }), 403, "forbidden");
    }
    await expectErrors(await send("POST", "/api/v1/menu_items", { nonsense: 1 }), 401, "not_authorized");
  });

  it("an unknown item is a 404 before its body is read", async () => {
    await expectErrors(await send("PATCH", "/api/v1/menu_items/999999", { nonsense: 1 }, { role: "admin" }), 404, "not_found");
    await expectErrors(await send("DELETE", "/api/v1/menu_items/999999", undefined, { role: "admin" }), 404, "not_found");
  });
});

describe("menu items: what they link to", () => {
  it("a visitor sees an item for a page only once the page is published; an editor sees it at once", async () => {
    const page = await aPage({ published: false });
    const item = await anItem({ name: "Verborgen tot publicatie", link_type: "content_page", page_id: page });
    expect(item.attributes).toMatchObject({ link_type: "content_page", page_id: page, page: { is_published: false } });
    expect(await visitorMenu()).not.toContain("Verborgen tot publicatie");
    const editor = await expectDocument(
      await send("GET", "/api/v1/menu_items?filter[menu]=header-main", undefined, { role: "page_manager" }),
      200,
    );
    expect(editor.data.map((i) => i.attributes?.name)).toContain("Verborgen tot publicatie");

    await expectDocument(await send("POST", `/api/v1/pages/${page}/publish`, undefined, { role: "page_manager" }), 200);
    expect(await visitorMenu()).toContain("Verborgen tot publicatie");
    // Removing the page removes its item.
    expect((await send("DELETE", `/api/v1/pages/${page}`, undefined, { role: "page_manager" })).status).toBe(204);
    expect(await visitorMenu()).not.toContain("Verborgen tot publicatie");
  });

  it("says in the caller's language what is wrong, and writes nothing", async () => {
    const before = await visitorMenu();
    const [missing] = await expectErrors(
      await send(
        "POST",
        "/api/v1/menu_items",
        { menu: "header-main", name: "Leeg", link_type: "content_page" },
        { role: "page_manager" },
      ),
      422,
      "validation_failed",
    );
    expect(missing).toMatchObject({
      detail: "Kies waar dit item naartoe leidt.",
      source: { pointer: "/data/attributes/page_id" },
    });

    const foreignPage = await aPage({ tenant: "demo" });
    const [foreign] = await expectErrors(
      await send(
        "POST",
        "/api/v1/menu_items",
        { menu: "header-main", name: "Vreemd", link_type: "content_page", page_id: foreignPage },
        { role: "page_manager", language: "en" },
      ),
      422,
      "validation_failed",
    );
    expect(foreign).toMatchObject({
      detail: "This page does not exist (any more) on this site.",
      source: { pointer: "/data/attributes/page_id" },
    });

    // Unknown, or a feature this tenant does not have.
    for (const system_page of ["admin", "nowhere"]) {
      const [error] = await expectErrors(
        await send(
          "POST",
          "/api/v1/menu_items",
          { menu: "header-main", name: "X", link_type: "system_page", system_page },
          { role: "page_manager" },
        ),
        422,
        "validation_failed",
      );
      expect(error.source?.pointer).toBe("/data/attributes/system_page");
    }
    const [feature] = await expectErrors(
      await send(
        "POST",
        "/api/v1/menu_items",
        { menu: "header-main", name: "Hulp", link_type: "system_page", system_page: "one_on_one_help" },
        { role: "page_manager", tenant: "demo" },
      ),
      422,
      "validation_failed",
    );
    expect(feature.detail).toBe("Deze pagina heeft deze site niet.");

    const [name] = await expectErrors(
      await send(
        "POST",
        "/api/v1/menu_items",
        { menu: "zijbalk", name: "", link_type: "system_page", system_page: "news" },
        { role: "page_manager" },
      ),
      422,
      "validation_failed",
    );
    expect(name.source?.pointer).toMatch(/^\/data\/attributes\/(menu|name)$/);
    expect(await visitorMenu()).toEqual(before);
  });
});

describe("menu items: order and submenus", () => {
  it("adds at the end, moves to a position, nests one level deep and closes the gap when one goes", async () => {
    const menu = "footer";
    const tenant = "roermond";
    const a = await anItem({ menu, name: "A", link_type: "system_page", system_page: "news" }, { tenant });
    const b = await anItem({ menu, name: "B", link_type: "system_page", system_page: "vacancy_bank" }, { tenant });
    const c = await anItem({ menu, name: "C", link_type: "system_page", system_page: "workshops" }, { tenant });
    const mine = async () => (await visitorMenu(menu, { tenant })).filter((n) => /^[ABC]( > [ABC])?$/.test(n));
    expect(await mine()).toEqual(["A", "B", "C"]);

    const move = (id: string, attributes: Record<string, unknown>) =>
      send("PATCH", `/api/v1/menu_items/${id}`, attributes, { role: "content_manager", tenant });
    await expectDocument(await move(c.id, { position: 0 }), 200);
    expect(await mine()).toEqual(["C", "A", "B"]);

    await expectDocument(await move(b.id, { parent_id: Number(a.id), position: 0 }), 200);
    expect(await mine()).toEqual(["C", "A", "A > B"]);

    // Two levels at most: nothing goes under B, and A (with a submenu) stays at the top.
    const [deeper] = await expectErrors(await move(c.id, { parent_id: Number(b.id) }), 422, "validation_failed");
    expect(deeper.source?.pointer).toBe("/data/attributes/parent_id");
    const [parent] = await expectErrors(await move(a.id, { parent_id: Number(c.id) }), 422, "validation_failed");
    expect(parent.detail).toBe("Dit item heeft zelf een submenu en blijft daarom bovenaan het menu.");
    // A parent in the other menu is refused too.
    const other = await anItem(
      { menu: "header-main", name: "Elders", link_type: "system_page", system_page: "news" },
      { tenant },
    );
    await expectErrors(await move(c.id, { parent_id: Number(other.id) }), 422, "validation_failed");

    // Removing A removes its submenu; C keeps its place.
    expect((await send("DELETE", `/api/v1/menu_items/${a.id}`, undefined, { role: "content_manager", tenant })).status).toBe(204);
    expect(await mine()).toEqual(["C"]);
    const { data } = await expectDocument(
      await send("GET", "/api/v1/menu_items?filter[menu]=footer", undefined, { role: "admin", tenant }),
      200,
    );
    expect(data.filter((i) => ["A", "B"].includes(i.attributes?.name as string))).toEqual([]);
  });
});

describe("menu items: each centre its own menus", () => {
  it("another centre of the same tenant and another tenant neither see nor change an item", async () => {
    const item = await anItem({ name: "Alleen Nijmegen", link_type: "system_page", system_page: "news" }, { tenant: "public" });
    expect(await visitorMenu("header-main", { tenant: "public" })).toContain("Alleen Nijmegen");
    expect(await visitorMenu("header-main", { tenant: "public", host: "heumen.localhost:3000" })).not.toContain(
      "Alleen Nijmegen",
    );
    expect(await visitorMenu("header-main", { tenant: "roermond" })).not.toContain("Alleen Nijmegen");
    await expectErrors(
      await send("PATCH", `/api/v1/menu_items/${item.id}`, { name: "Van mij" }, { role: "admin", tenant: "roermond" }),
      404,
      "not_found",
    );
    await expectErrors(
      await send("DELETE", `/api/v1/menu_items/${item.id}`, undefined, { role: "admin", tenant: "roermond" }),
      404,
      "not_found",
    );
    expect(await visitorMenu("header-main", { tenant: "public" })).toContain("Alleen Nijmegen");
  });
});

describe("demo menus", () => {
  it("every demo centre has a main menu with a submenu and a footer menu; what a tenant lacks is left out", async () => {
    const main = await visitorMenu("header-main", { host: "heumen.localhost:3000", tenant: "public" });
    expect(main).toEqual(
      expect.arrayContaining(["Vacaturebank", "Een-op-een hulp", "Over ons", "Over ons > Nieuws", "Over ons > Contact"]),
    );
    expect(await visitorMenu("footer", { tenant: "oldebroek" })).toEqual(
      expect.arrayContaining(["Burenhulp", "Privacyverklaring"]),
    );
    const demo = await visitorMenu("header-main", { tenant: "demo" });
    expect(demo).toContain("Vacaturebank");
    expect(demo.some((name) => /hulp/i.test(name))).toBe(false);
  });
});

describe("GET /api/v1/menu_items?filter[menu]", () => {
  it("refuses a menu that does not exist with a translated 400, for visitors and managers alike", async () => {
    for (const [role, language, text] of [
      [undefined, "nl", "Er kan niet worden gefilterd op 'sidebar'."],
      ["page_manager", "en", "Cannot filter by 'sidebar'."],
    ] as const) {
      const [error] = await expectErrors(
        await send("GET", "/api/v1/menu_items?filter[menu]=sidebar", undefined, { role, language }),
        400,
        "invalid_query",
      );
      expect(error.detail).toBe(text);
      expect(error.source).toEqual({ parameter: "filter[menu]" });
    }
    await expectErrors(await send("GET", "/api/v1/menu_items?filter[menu]=", undefined), 400, "invalid_query");
  });
});

describe("menu item names in the visitor's language", () => {
  it("an item with the product's Dutch name for its screen reads in English; the centre's own words stay as written", async () => {
    const names = async (language: string) => {
      const { data } = await expectDocument(
        await send("GET", "/api/v1/menu_items?filter[visible]=true&filter[menu]=footer", undefined, { language }),
        200,
      );
      return Object.fromEntries(data.map((item) => [item.attributes?.name, item.attributes?.translated_name]));
    };
    const english = await names("en");
    expect(english.Vacaturebank).toBe("Vacancy bank");
    // Oldebroek calls one-on-one help 'Burenhulp': the tenant's own word in the other language.
    expect(english.Burenhulp).toBe("Neighbour help");
    expect(english.Privacyverklaring).toBeNull();
    expect((await names("nl")).Vacaturebank).toBe("Vacaturebank");
  });
});

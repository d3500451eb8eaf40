import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contract/identity";
import { SHADE_KEYS } from "../../contract/volunteer-center-profile";
import { appServerBuild, closeAppServerBuild } from "../test/app-build";
import { expectDocument } from "../test/expect-json-api";
import { demoSessions, hostOf } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

// The real pages, with the page cache off: every page is rendered, its shell kept or not.

const JSON_API = { "content-type": "application/vnd.api+json" };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  const build = await appServerBuild();
  t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build, pageCacheSeconds: 0 } });
  as = demoSessions(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeAppServerBuild();
});

/** A visitor's page (no session), or a signed-in user's with `role`. */
async function page(path: string, options: { tenant?: string; role?: Role } = {}) {
  const { tenant = "oldebroek", role } = options;
  const headers: Record<string, string> = { host: hostOf(tenant), accept: "text/html", "user-agent": BROWSER };
  if (role) {
    const session = await as(role, tenant);
    headers.cookie = ["access-token", "client", "uid"].map((name) => `${name}=${encodeURIComponent(session[name])}`).join("; ");
  }
  const response = await t.request(`http://${headers.host}${path}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

async function send(method: string, path: string, attributes: unknown, type: string, tenant = "oldebroek") {
  const session = await as("admin", tenant);
  return t.request(path, {
    method,
    headers: { ...session, ...JSON_API },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
  });
}

const menuItem = async (name: string, tenant = "oldebroek", link: Record<string, unknown> = {}) =>
  (
    await expectDocument(
      await send(
        "POST",
        "/api/v1/menu_items",
        { menu: "header-main", name, link_type: "system_page", system_page: "news", ...link },
        "menu_items",
        tenant,
      ),
      201,
    )
  ).data.id;

async function currentCenterId(tenant: string) {
  const document = await expectDocument(
    await t.request("/api/v1/volunteer_centers/current", { headers: { host: hostOf(tenant) } }),
    200,
  );
  return (document.data as { id: string }).id;
}

const shades = (color: string) => Object.fromEntries(SHADE_KEYS.map((key) => [key, color]));

describe("a visitor's page after a change to what every page shows (issue 42, item 1)", () => {
  it("shows a menu item added, renamed and removed on the next page, in each language", async () => {
    expect(await page("/nl/vacancies/search")).not.toContain("Vrijwilligersmarkt");
    expect(await page("/en/vacancies/search")).not.toContain("Vrijwilligersmarkt");
    const id = await menuItem("Vrijwilligersmarkt", "oldebroek", { name_en: "Volunteer fair" });
    expect(await page("/nl/vacancies/search")).toContain("Vrijwilligersmarkt");
    // The English page names the item as its translation gives it (here the Dutch name): kept apart per language.
    expect(await page("/en/vacancies/search")).toContain("Vrijwilligersmarkt");
    await expectDocument(await send("PATCH", `/api/v1/menu_items/${id}`, { name: "Vrijwilligersbeurs" }, "menu_items"), 200);
    const renamed = await page("/nl/vacancies/search");
    expect(renamed).toContain("Vrijwilligersbeurs");
    expect(renamed).not.toContain("Vrijwilligersmarkt");
    expect((await send("DELETE", `/api/v1/menu_items/${id}`, undefined, "menu_items")).status).toBe(204);
    expect(await page("/nl/vacancies/search")).not.toContain("Vrijwilligersbeurs");
  });

  it("drops a menu item whose page is unpublished from the next page", async () => {
    const created = await expectDocument(
      await send("POST", "/api/v1/pages", { slug: "kerstmarkt", title: "Kerstmarkt", blocks: [] }, "pages"),
      201,
    );
    const pageId = created.data.id;
    await expectDocument(await send("POST", `/api/v1/pages/${pageId}/publish`, undefined, "pages"), 200);
    await menuItem("Naar de kerstmarkt", "oldebroek", { link_type: "content_page", system_page: null, page_id: pageId });
    expect(await page("/nl/vacancies/search")).toContain("Naar de kerstmarkt");
    await expectDocument(await send("POST", `/api/v1/pages/${pageId}/unpublish`, undefined, "pages"), 200);
    expect(await page("/nl/vacancies/search")).not.toContain("Naar de kerstmarkt");
  });

  it("shows a change to the centre's colours on the next page", async () => {
    const centerId = await currentCenterId("oldebroek");
    const profile = (primary: string) =>
      send(
        "PATCH",
        `/api/v1/volunteer_centers/${centerId}/profile`,
        { primary_color_shades: shades(primary) },
        "volunteer_center_profiles",
      );
    expect(await page("/nl/vacancies/search")).not.toContain("#ab0001");
    await expectDocument(await profile("#ab0001"), 200);
    expect(await page("/nl/vacancies/search")).toContain("#ab0001");
    await expectDocument(await profile("#ab0002"), 200);
    const next = await page("/nl/vacancies/search");
    expect(next).toContain("#ab0002");
    expect(next).not.toContain("#ab0001");
  });

  it("never shows one tenant's centre or menus on another tenant's page", async () => {
    await menuItem("Alleen Oldebroek", "oldebroek");
    await menuItem("Alleen Roermond", "roermond");
    for (let round = 0; round < 2; round++) {
      const oldebroek = await page("/nl/vacancies/search", { tenant: "oldebroek" });
      const roermond = await page("/nl/vacancies/search", { tenant: "roermond" });
      expect(oldebroek).toContain("Alleen Oldebroek");
      expect(oldebroek).not.toContain("Alleen Roermond");
      expect(roermond).toContain("Alleen Roermond");
      expect(roermond).not.toContain("Alleen Oldebroek");
      // Each page draws its own centre's theme.
      expect(oldebroek).toContain("#ab0002");
      expect(roermond).not.toContain("#ab0002");
    }
  });

  it("gives a signed-in user's page the same centre and menus as a visitor's, changes included", async () => {
    const id = await menuItem("Voor iedereen");
    expect(await page("/nl/vacancies/search", { role: "admin" })).toContain("Voor iedereen");
    await expectDocument(await send("PATCH", `/api/v1/menu_items/${id}`, { name: "Voor allen" }, "menu_items"), 200);
    expect(await page("/nl/vacancies/search", { role: "admin" })).toContain("Voor allen");
    expect(await page("/nl/vacancies/search")).toContain("Voor allen");
  });
});

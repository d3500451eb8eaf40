import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenVacancy } from "../modules/vacancies/vacancies.factory";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let vacancyId: number;
let organizationId: number;
beforeAll(async () => {
  t = await createTestApp();
  const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
    title: "Uitgifte op zaterdag",
    description: "<p>Help ons bij de uitgifte.</p>",
  });
  organizationId = vacancy.organizationId;
  vacancyId = vacancy.id;
});
afterAll(() => t.close());

const get = (path: string, host = "oldebroek.localhost:3000") => t.request(path, { headers: { host } });

describe("sitemap.xml and robots.txt", () => {
  it("list the centre's published pages, news, open vacancies and organizations on its own origin", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const origin = "http://oldebroek.localhost:3000";
    for (const path of ["/nl", "/nl/over-ons", "/nl/privacy", "/nl/nieuws/anna-taalmaatje", "/nl/vacancies/search"]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${origin}/nl/vacancies/${vacancyId}</loc>`);
    expect(xml).toContain(`<loc>${origin}/nl/organizations/${organizationId}</loc>`);
    // The home page is /nl, not /nl/home; another centre's pages are not in it.
    expect(xml).not.toContain("/nl/home<");
    expect(xml).not.toContain("Nijmegen");
  });

  it("point search engines to the sitemap, and offer nothing on a host that is not ours", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap: http://oldebroek.localhost:3000/sitemap.xml");
    expect(await (await get("/robots.txt", "evil.example")).text()).toContain("Disallow: /\n");
    expect((await get("/sitemap.xml", "evil.example")).status).toBe(404);
  });
});

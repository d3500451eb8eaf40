import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the API reference (/nl/developers/api, /en/developers/api)", () => {
  it("is public: a visitor reads every group and route of the OpenAPI document, without scripts", async () => {
    const { status, screen, document } = await screens.open("/nl/developers/api");
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1, name: "API-naslag" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "De volledige beschrijving als OpenAPI 3.1-document" }).getAttribute("href")).toBe(
      "/api/v1/openapi.json",
    );
    const contents = screen.getByRole("navigation", { name: "Inhoud" });
    const domains = [...contents.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(domains.length).toBeGreaterThan(20);
    expect(domains).toContain("/nl/developers/api/vacancies");
    // Each domain is a page of its own, and together they hold every route of the document.
    let operations = 0;
    for (const href of domains) {
      const domain = await screens.open(href as string);
      expect(domain.status, href as string).toBe(200);
      expect(domain.document.querySelectorAll("script[src]").length).toBe(0);
      operations += domain.document.querySelectorAll("[data-testid=api-operation]").length;
    }
    expect(operations).toBeGreaterThan(150);
    expect((await screens.open("/nl/developers/api/no_such_domain")).status).toBe(404);
    // No script from anywhere for a visitor: the page is HTML and CSS.
    expect(document.querySelectorAll("script[src]").length).toBe(0);
    // Some 30 pages, each now with every route's example answer: 13 s alone, over 20 on a busy machine.
  }, 60_000);

  it("shows a route's parameters, body fields, responses and a curl example; the API's English marked as such", async () => {
    const { document } = await screens.open("/nl/developers/api/api_keys");
    const create = document.getElementById("post_api_keys");
    expect(create?.textContent).toContain("/api/v1/api_keys");
    expect(create?.textContent).toContain("expires_at");
    expect(create?.textContent).toContain("Inloggen of API-sleutel nodig");
    expect(create?.textContent).toContain("422");
    const curl = create?.querySelector("pre")?.textContent ?? "";
    expect(curl).toContain("curl -X POST 'http");
    expect(curl).toContain("Authorization: Bearer vk_live_");
    expect(curl).toContain('"type":"api_keys"');
    expect(create?.querySelector('[lang="en"]')).toBeTruthy();
    const list = (await screens.open("/nl/developers/api/vacancies")).document.getElementById("get_vacancies");
    expect(list?.textContent).toContain("page[size]");
    expect(list?.textContent).toContain("Openbaar");
  });

  it("speaks English on /en, without lang marks for the API's own words", async () => {
    const { status, screen } = await screens.open("/en/developers/api");
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1, name: "API reference" })).toBeTruthy();
    const domain = await screens.open("/en/developers/api/api_keys");
    expect(domain.document.querySelectorAll("[data-testid=api-operation]").length).toBeGreaterThan(0);
    expect(domain.document.querySelector("main [lang=en]")).toBeNull();
  });

  it("is linked from the API keys and webhooks settings", async () => {
    for (const page of ["/nl/instellingen/api-sleutels", "/nl/instellingen/webhooks"]) {
      const { screen } = await screens.open(page, { as: "admin" });
      expect(screen.getByRole("link", { name: "API-naslag voor ontwikkelaars" }).getAttribute("href"), page).toBe(
        "/nl/developers/api",
      );
    }
  });
});

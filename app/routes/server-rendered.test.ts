import { readFileSync } from "node:fs";
import path from "node:path";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { screensTestApp, submission } from "../../server/test/screens";
import { signIn } from "../../server/test/sign-in";

const screens = screensTestApp();

// What these pages show is the server's HTML: moved from the browser specs named in each describe.
const byTestId = (document: Document, id: string) => [...document.querySelectorAll(`[data-testid="${id}"]`)];
// As Playwright reads a text: its whitespace collapsed.
const text = (element: Element | undefined | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("the changelog and the support page (e2e/accessibility.spec.ts)", () => {
  it("the changelog shows the releases of CHANGELOG.md in the page's language", async () => {
    // The newest release's first English line, whichever release that is.
    const changelog = readFileSync(path.resolve(import.meta.dirname, "../../CHANGELOG.md"), "utf8");
    const newest = /### en\s+- ([^\n]{1,50})/.exec(changelog)?.[1] ?? "";
    expect(newest).not.toBe("");
    const english = await screens.open("/en/volunteerly/changelog");
    expect(english.status).toBe(200);
    expect(text(byTestId(english.document, "changelog-release")[0])).toContain(newest.replaceAll("`", ""));
    const dutch = await screens.open("/nl/volunteerly/changelog");
    expect(dutch.status).toBe(200);
    expect(text(byTestId(dutch.document, "changelog-release").at(-1))).toContain("Eerste versie");
  });

  it("the support page gives the centre's contact details from its profile", async () => {
    const { status, document } = await screens.open("/nl/support");
    expect(status).toBe(200);
    const [contact] = byTestId(document, "support-contact");
    const links = [...contact.querySelectorAll("a")].map((a) => [text(a), a.getAttribute("href")]);
    expect(links).toContainEqual(["info@vrijwilligerswerkoldebroek.nl", "mailto:info@vrijwilligerswerkoldebroek.nl"]);
    expect(links).toContainEqual(["0525 - 63 12 34", "tel:0525631234"]);
    expect(text(contact)).toContain("Dorpsstraat 12");
  });
});

describe("signing in first (e2e/dashboard.spec.ts)", () => {
  it("a visitor is sent to the login page and back", async () => {
    const { status, location } = await screens.open("/nl/dashboard");
    expect(status).toBeGreaterThanOrEqual(300);
    expect(location).toBe("/nl/auth/login-1?redirectTo=%2Fnl%2Fdashboard");
    expect((await screens.open(location ?? "")).status).toBe(200);
  });
});

describe("the language (e2e/language.spec.ts)", () => {
  it("a bare path without a cookie follows Accept-Language, else Dutch", async () => {
    const english = await screens.open("/", { tenant: "public", headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(english.location).toBe("/en");
    expect((await screens.open("/en", { tenant: "public" })).status).toBe(200);
    const german = { as: "admin", tenant: "public", headers: { "accept-language": "de-DE,de;q=0.9" } } as const;
    const other = await screens.open("/test/colors", german);
    expect(other.location).toBe("/nl/test/colors");
    expect((await screens.open("/nl/test/colors", german)).status).toBe(200);
  });

  it("tenants without internationalisation have no language selector", async () => {
    const oldebroek = await screens.open("/nl");
    expect(oldebroek.status).toBe(200);
    expect(byTestId(oldebroek.document, "language-selector")).toHaveLength(0);
    const meedoen = await screens.open("/nl", { tenant: "meedoen" });
    expect(meedoen.status).toBe(200);
    expect(byTestId(meedoen.document, "language-selector")).toHaveLength(1);
  });
});

describe("the centres' hosts (e2e/tenants.spec.ts)", () => {
  it("the centre host map picks Heumen, and the favicon falls back to the logo", async () => {
    const heumen = await screens.open("/nl", { tenant: "heumen" });
    expect(heumen.status).toBe(200);
    expect(heumen.document.title).toBe("Home - Vrijwilligerscentrale Heumen");
    const roermond = await screens.open("/nl", { tenant: "roermond" });
    const icons = [...roermond.document.querySelectorAll('link[rel="icon"]')];
    expect(icons.map((link) => link.getAttribute("href"))).toEqual(["/demo/logos/roermond.svg"]);
  });
});

describe("what a role's screens leave out (e2e/form-builder and activity-panel specs)", () => {
  it("a page manager has no forms: no tab under Content and no way in by address", async () => {
    const content = await screens.open("/nl/content", { as: "page_manager", tenant: "public" });
    expect(content.status).toBe(200);
    const tabs = content.screen.getByRole("navigation", { name: "Onderdelen van de content" });
    expect(within(tabs).getByRole("link", { name: "Pagina's" })).toBeTruthy();
    expect(within(tabs).queryAllByRole("link", { name: "Formulieren" })).toHaveLength(0);
    expect((await screens.open("/nl/form_builder", { as: "page_manager", tenant: "public" })).status).toBe(403);
  });

  it("a volunteer has no activity button", async () => {
    const { status, screen, document } = await screens.open("/nl/profiel", { as: "volunteer" });
    expect(status).toBe(200);
    expect(byTestId(document, "notification-bell")).toHaveLength(1);
    expect(screen.queryAllByRole("button", { name: "Activiteit" })).toHaveLength(0);
  });
});

describe("each centre's home page (e2e/tenants.spec.ts)", () => {
  const cases = [
    { host: "oldebroek", title: "Home - Vrijwilligerscentrale Oldebroek", heading: "Vrijwilligerswerk in Oldebroek", logo: true },
    { host: "roermond", title: "Home - Vrijwilligerswerk Roermond", heading: "Vrijwilligerswerk in Roermond", logo: true },
    { host: "meedoen", title: "Home - Meedoen", heading: "Vrijwilligerswerk in Gelderland", logo: false },
    { host: "demo", title: "Home - Volunteerly Demo", heading: "Vrijwilligerswerk in Demostad", logo: true },
    { host: "public", title: "Home - Vrijwilligerscentrum Nijmegen", heading: "Vrijwilligerswerk in Nijmegen", logo: false },
  ];
  const tenantCookie = (setCookies: string[]) =>
    setCookies.map((cookie) => /^tenant=([^;]*)/.exec(cookie)?.[1]).find((value) => value !== undefined);

  for (const { host, title, heading, logo } of cases) {
    it(`${host === "public" ? "localhost" : host} shows its own tenant and theme`, async () => {
      const home = await screens.open("/nl", { tenant: host });
      expect(home.status).toBe(200);
      expect(home.document.title).toBe(title);
      expect(text(home.screen.getByRole("heading", { level: 1 }))).toBe(heading);
      // Without a logo the app name is the heading of the header (spec section 1), shown in either colour mode.
      const names = byTestId(home.document, "app-name");
      if (logo) expect(names).toHaveLength(0);
      else {
        expect(names).toHaveLength(1);
        expect(names[0].closest(".hidden")).toBeNull();
      }
      // The home page is shared by every visitor, so it sets no cookie the host decides (decision 27); a page that is
      // not shared keeps the tenant for the browser (spec section 1).
      expect(tenantCookie(home.setCookies)).toBeUndefined();
      const login = await screens.open("/nl/auth/login-1", { tenant: host });
      expect(tenantCookie(login.setCookies)).toBe(host);
    });
  }
});

describe("the dashboard (e2e/dashboard.spec.ts)", () => {
  it("an organization superuser sees the selected organization's figures", async () => {
    // The figures as the API gives them to this account, with his School selected (spec section 4).
    const session = await signIn(screens.app(), "organization_superuser", "oldebroek");
    const own = await (await screens.app().request("/api/v1/current_organizations", { headers: session })).json();
    const school = own.data.find((o: { attributes: { name: string } }) => o.attributes.name === "Basisschool De Regenboog");
    const answer = await screens.app().request("/api/v1/dashboard", {
      headers: { ...session, "current-organization-id": String(school.id) },
    });
    expect(answer.status).toBe(200);
    const api = (await answer.json()).data.attributes;

    const { status, screen, document } = await screens.open("/nl/dashboard", { as: "organization_superuser" });
    expect(status).toBe(200);
    expect(text(screen.getByRole("heading", { level: 1 }))).toBe("Welkom, Olga");
    expect(screen.getByText("De cijfers van Basisschool De Regenboog.")).toBeTruthy();
    const figure = (card: string) => text(byTestId(document, card)[0]?.querySelector('[data-testid="figure"]'));
    expect(figure("card-open-vacancies")).toBe(String(api.open_vacancies));
    expect(figure("card-new-applications")).toBe(String(api.new_applications));
    expect(figure("card-expiring")).toBe(String(api.expiring_vacancies));
    expect(byTestId(document, "card-new-applications")[0].getAttribute("href")).toBe(
      `/nl/applications?status=submitted&from=${api.new_since}`,
    );
    expect(screen.getByRole("heading", { name: "Laatste aanmeldingen" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Binnenkort verlopen" })).toBeTruthy();
  });
});

describe("the content's order without scripts (e2e/content-menus and content-partners specs)", () => {
  // A row's name, as the list shows it.
  const names = (document: Document, row: string) =>
    byTestId(document, row).map((item) => text(item.querySelector("p.font-semibold")));
  const button = (document: Document, name: string) =>
    [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name) as Element;

  for (const [what, role, path, row, first, up, down, where] of [
    [
      "a footer item up and back down",
      "page_manager",
      "/nl/content/menu-items?menu=footer",
      "menu-item",
      1,
      "omhoog",
      "omlaag",
      /menu=footer/,
    ],
    [
      "a partner down and back up",
      "content_manager",
      "/nl/content/partners",
      "partner-row",
      0,
      "omlaag",
      "omhoog",
      /\/content\/partners/,
    ],
  ] as const) {
    it(`the arrows move ${what}`, async () => {
      const as = { as: role, tenant: "public" } as const;
      const page = await screens.open(path, as);
      expect(page.status).toBe(200);
      const before = names(page.document, row);
      const moved = await screens.press(button(page.document, `${before[first]} ${up}`), as);
      expect(moved.status).toBeGreaterThanOrEqual(300);
      expect(moved.location).toMatch(where);
      const after = await screens.open(moved.location ?? "", as);
      expect(names(after.document, row).slice(0, 2)).toEqual([before[1], before[0]]);
      const back = await screens.press(button(after.document, `${before[first]} ${down}`), as);
      expect(back.location).toMatch(where);
      expect(names((await screens.open(back.location ?? "", as)).document, row).slice(0, 2)).toEqual(before.slice(0, 2));
    });
  }
});

describe("the stock images without scripts (e2e/stock-images.spec.ts)", () => {
  it("the search is a plain form: it works without JavaScript", async () => {
    const as = { as: "content_manager", tenant: "public" } as const;
    const library = await screens.open("/nl/content/stock-images", as);
    expect(library.status).toBe(200);
    const field = library.screen.getByLabelText("Zoeken op naam of trefwoord") as HTMLInputElement;
    field.value = "ouderen maatje";
    const search = within(library.screen.getByRole("search")).getByRole("button", { name: "Zoeken" });
    // The address the browser goes to: the search words and nothing else.
    const { method, path, fields } = submission(search);
    expect(`${method} ${path.split("?")[0]}?${new URLSearchParams(fields)}`).toBe(
      `GET /nl/content/stock-images?${new URLSearchParams({ q: "ouderen maatje" })}`,
    );
    const found = await screens.press(search, as);
    expect(found.status).toBe(200);
    expect(text(byTestId(found.document, "stock-images-count")[0])).toBe("2 stockfoto's gevonden");
    // Only admins curate: a content manager sees no add or edit.
    expect(found.screen.queryAllByRole("link", { name: "Stockfoto toevoegen" })).toHaveLength(0);
    expect(found.screen.queryAllByRole("link", { name: /^Bewerken/ })).toHaveLength(0);
  });
});

describe("what a visitor's page marks and leaves out (e2e/journey-a11y and analytics specs)", () => {
  it("on an English page the centre's Dutch page titles are marked as Dutch", async () => {
    const { status, screen } = await screens.open("/en/signup");
    expect(status).toBe(200);
    const privacy = within(screen.getByRole("main")).getByRole("link", { name: /^Privacyverklaring/ });
    expect(privacy.getAttribute("lang")).toBe("nl");
    expect(within(screen.getByRole("main")).getAllByRole("link", { name: "Privacyverklaring (opens in a new tab)" })).toEqual([
      privacy,
    ]);
    const spans = privacy.querySelectorAll("span");
    expect(spans).toHaveLength(1);
    expect(spans[0].getAttribute("lang")).toBe("en");
  });

  it("centres without a gtagId show no banner", async () => {
    const { status, screen } = await screens.open("/nl");
    expect(status).toBe(200);
    expect(screen.queryAllByRole("region", { name: "Cookies" })).toHaveLength(0);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createSearchData } from "../../server/modules/vacancy-bank/vacancy-search.test-data";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const PATH = "/nl/instellingen/insluiten";
const ADMIN = { as: "center_superuser" } as const;
const HOST = "oldebroek.localhost:3000";

const field = (document: Document) => document.getElementById("embed_origins") as HTMLTextAreaElement;

/** The embedded bank's page as a browser asks for it from a frame on another site: no session, no cookies. */
const embedPage = (path = "/nl/embed/vacancies") =>
  screens.app().request(`http://${HOST}${path}`, { headers: { host: HOST, accept: "text/html" } });
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the embed settings screen", () => {
  it("is for centre staff, a tab of the settings, with the snippet to copy and a preview", async () => {
    const volunteer = await screens.open(PATH, { as: "volunteer" });
    expect(volunteer.status).toBe(403);
    const { status, screen, document } = await screens.open(PATH, ADMIN);
    expect(status).toBe(200);
    expect(screen.getByRole("link", { name: "Insluiten" }).getAttribute("href")).toBe(PATH);
    expect(screen.getByRole("heading", { name: "Vacaturebank op je website" })).toBeTruthy();
    expect(document.querySelector('[data-testid="embed-script"]')?.textContent).toBe(
      `<script src="http://${HOST}/embed/v1.js" data-lang="nl"></script>`,
    );
    expect(document.querySelector('[data-testid="embed-frame"]')?.textContent).toContain(
      `<iframe src="http://${HOST}/nl/embed/vacancies" title="Vacatures"`,
    );
    const preview = screen.getByTitle("Voorbeeld van de vacaturebank op een andere website");
    expect(preview.getAttribute("src")).toBe("/nl/embed/vacancies");
    expect(field(document).value).toBe("");
  });

  it("gives the snippets for one approved organization's vacancies, chosen without scripts", async () => {
    const { document } = await screens.open(PATH, ADMIN);
    const choice = document.querySelector<HTMLSelectElement>('[data-testid="embed-organization"] select[name="organization_id"]');
    const options = [...(choice?.options ?? [])];
    expect(options[0]?.textContent).toBe("Alle vacatures van de vrijwilligerscentrale");
    expect(options.length).toBeGreaterThan(1);
    const { value: id } = options[1];
    const chosen = await screens.open(`${PATH}?organization_id=${id}`, ADMIN);
    expect(chosen.document.querySelector('[data-testid="embed-script"]')?.textContent).toBe(
      `<script src="http://${HOST}/embed/v1.js" data-lang="nl" data-organization_id="${id}"></script>`,
    );
    expect(chosen.document.querySelector('[data-testid="embed-frame"]')?.textContent).toContain(
      `<iframe src="http://${HOST}/nl/embed/vacancies?organization_id=${id}"`,
    );
    expect(chosen.screen.getByTitle("Voorbeeld van de vacaturebank op een andere website").getAttribute("src")).toBe(
      `/nl/embed/vacancies?organization_id=${id}`,
    );
    expect(chosen.document.querySelector<HTMLSelectElement>('select[name="organization_id"]')?.value).toBe(id);
    // An id that is not one of this centre's approved organizations gives the whole bank's snippets.
    const other = await screens.open(`${PATH}?organization_id=999999`, ADMIN);
    expect(other.document.querySelector('[data-testid="embed-script"]')?.textContent).toBe(
      `<script src="http://${HOST}/embed/v1.js" data-lang="nl"></script>`,
    );
  });

  it("refuses a malformed site beside the field, in the page's language, and keeps what was saved", async () => {
    const { status, document, screen } = await screens.post(PATH, { embed_origins: "https://gemeente.example/vacatures" }, ADMIN);
    expect(status).toBe(422);
    expect(document.getElementById("embed_origins-error")?.textContent).toBe(
      "Vul een herkomst in zoals https://www.gemeente.nl: http of https, een hostnaam (met *. ervoor voor elk subdomein) en eventueel een poort, zonder pad",
    );
    expect(screen.getByRole("alert").textContent).toBeTruthy();
    // What was typed stays to be corrected; nothing was saved, so the embed page may still be framed by no other site.
    expect(field(document).value).toBe("https://gemeente.example/vacatures");
    expect(field((await screens.open(PATH, ADMIN)).document).value).toBe("");
    expect(frameAncestors(await embedPage())).toBe("'self'");
    const english = await screens.post("/en/instellingen/insluiten", { embed_origins: "not a host!" }, ADMIN);
    expect(english.status).toBe(422);
    expect(english.document.getElementById("embed_origins-error")?.textContent).toMatch(/^Enter an origin such as/);
  });

  it("saves the sites, tidied, and only they (with our own pages) may frame the embedded bank", async () => {
    const saved = await screens.post(PATH, { embed_origins: "https://Gemeente.example/\nschool.example:8443\n" }, ADMIN);
    expect(saved.status).toBe(200);
    expect(field((await screens.open(PATH, ADMIN)).document).value).toBe("https://gemeente.example\nhttps://school.example:8443");

    const embedded = await embedPage("/nl/embed/vacancies?q=tuin");
    expect(embedded.status).toBe(200);
    expect(frameAncestors(embedded)).toBe("'self' https://gemeente.example https://school.example:8443");
    // X-Frame-Options cannot name other sites; the CSP alone decides.
    expect(embedded.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/en/embed/vacancies", "/nl/embed/vacancies/dark", "/en/embed/vacancies/light?q=tuin"]) {
      expect(frameAncestors(await embedPage(path)), path).toBe("'self' https://gemeente.example https://school.example:8443");
    }

    // Every other page keeps refusing every frame.
    for (const path of ["/nl/vacancies/search", "/nl", "/nl/embed/vacancies-not"]) {
      const other = await embedPage(path);
      expect(frameAncestors(other), path).toBe("'none'");
      expect(other.headers.get("x-frame-options"), path).toBe("DENY");
    }

    // Another centre's (tenant's) list is its own: none listed there.
    const elsewhere = await screens.app().request("http://demo.localhost:3000/nl/embed/vacancies", {
      headers: { host: "demo.localhost:3000", accept: "text/html" },
    });
    expect(frameAncestors(elsewhere)).toBe("'self'");

    // Emptied again, no other site may.
    expect((await screens.post(PATH, { embed_origins: "" }, ADMIN)).status).toBe(200);
    expect(frameAncestors(await embedPage())).toBe("'self'");
  });
});

describe("the embedded vacancy bank's page", () => {
  let data: Awaited<ReturnType<typeof createSearchData>>;
  beforeAll(async () => {
    data = await createSearchData(screens.app());
  });

  it("is the bank without the site's header and footer, each vacancy opening on the centre's site in a new tab", async () => {
    const { status, document, screen } = await screens.open("/nl/embed/vacancies", { tenant: "demo" });
    expect(status).toBe(200);
    expect(document.querySelector("header")).toBeNull();
    expect(document.querySelector("footer")).toBeNull();
    expect(screen.getByRole("search")).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "http://demo.localhost:3000/nl/vacancies/search",
    );
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="search-result-title"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^\/nl\/vacancies\/[\w-]+$/);
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener");
      expect(link.textContent).toContain("(opent in een nieuw tabblad)");
    }
    // Served without the app's scripts: the GET form and links work as they are, and the page reports its height.
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect([...document.querySelectorAll("script")].some((s) => s.textContent?.includes("vacancy-bank-embed:height"))).toBe(true);
  });

  it("is dark or light when its path says so (the snippet's data-mode), and keeps that in its links", async () => {
    const { status, document } = await screens.open("/nl/embed/vacancies/dark?q=voedselbank", { tenant: "demo" });
    expect(status).toBe(200);
    expect(document.documentElement.getAttribute("data-forced-color-mode")).toBe("dark");
    expect(document.querySelector("form[role=search]")?.getAttribute("action") ?? "").toMatch(/^\/nl\/embed\/vacancies\/dark/);
    const light = await screens.open("/nl/embed/vacancies/light", { tenant: "demo" });
    expect(light.document.documentElement.getAttribute("data-forced-color-mode")).toBe("light");
    const device = await screens.open("/nl/embed/vacancies", { tenant: "demo" });
    expect(device.document.documentElement.hasAttribute("data-forced-color-mode")).toBe(false);
    expect((await screens.open("/nl/embed/vacancies/blue", { tenant: "demo" })).status).toBe(404);
  });

  it("searches with the bank's own parameters", async () => {
    const { screen } = await screens.open("/nl/embed/vacancies?q=chauffeur", { tenant: "demo" });
    expect(screen.getByTestId("search-total").textContent).toBe("1 vacature");
    expect(screen.getByTestId("search-result-title").textContent).toBe("Chauffeur voedselbank (opent in een nieuw tabblad)");
  });

  it("shows one organization's vacancies (the snippet's data-organization_id), and keeps to it when searching", async () => {
    const path = `/nl/embed/vacancies?organization_id=${data.school.id}`;
    const { status, document, screen } = await screens.open(path, { tenant: "demo" });
    expect(status).toBe(200);
    expect(screen.getByTestId("search-total").textContent).toBe("2 vacatures");
    const titles = screen.getAllByTestId("search-result-title").map((link) => link.textContent);
    expect(titles.sort()).toEqual(
      ["Reading buddy (opent in een nieuw tabblad)", "Tuinman gezocht (opent in een nieuw tabblad)"].sort(),
    );
    expect(screen.getByRole("link", { name: /Van Basisschool De Linde/ })).toBeTruthy();
    // Not a filter of the panel: its button counts none.
    expect(document.querySelector('[data-testid="filters-open"]')?.textContent ?? "").not.toMatch(/\(\d\)/);
    // The form sends it along with the words typed, so a search inside the frame stays within the organization.
    const carried = document.querySelector<HTMLInputElement>('form[role=search] input[name="organization_id"]');
    expect(carried?.value).toBe(String(data.school.id));

    // An organization of no public bank here (gone, or another site's) says so and shows the whole bank.
    const gone = await screens.open("/nl/embed/vacancies?organization_id=999999", { tenant: "demo" });
    expect(gone.screen.getByTestId("search-notice").textContent).toContain(
      "De organisatie uit de link staat niet (meer) op deze site.",
    );
    expect(gone.screen.getByTestId("search-total").textContent).toBe("5 vacatures");
  });
});

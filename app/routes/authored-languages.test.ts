import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { TenantId } from "../../server/config/tenants";
import { buildOpenVacancyOfTenant } from "../../server/modules/vacancies/vacancies.factory";
import type { NewVacancy } from "../../server/modules/vacancies/vacancy-writes.service";
import { screensTestApp } from "../../server/test/screens";
import { demoSessions, hostOf } from "../../server/test/sign-in";

// Decision 35: vacancies, workshops and partners in English on /en where the centre wrote it, else their Dutch
// marked lang=nl (issue 41, items 1 and 2).

const screens = screensTestApp();

const langOf = (element: Element | null | undefined) => element?.closest("[lang]")?.getAttribute("lang");

/** A published vacancy of one of the tenant's organizations. */
const vacancy = (tenant: string, overrides: Partial<NewVacancy>) =>
  buildOpenVacancyOfTenant(screens.app().db, tenant as TenantId, overrides);

const ENGLISH = {
  title: "Wandelmaatje in het park",
  titleEn: "Walking buddy in the park",
  description: "<p>Je wandelt elke week met een bewoner.</p>",
  descriptionEn: "<p>Every week you go for a walk with a resident.</p>",
};

describe("a vacancy in two languages", () => {
  it("is English on /en, with no Dutch note; Dutch on /nl", async () => {
    const { id } = await vacancy("public", ENGLISH);
    const { status, screen } = await screens.open(`/en/vacancies/${id}`, { tenant: "public" });
    expect(status).toBe(200);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(ENGLISH.titleEn);
    expect(langOf(heading)).toBe("en");
    expect(langOf(screen.getByText("Every week you go for a walk with a resident."))).toBe("en");
    expect(screen.queryByTestId("only-in-dutch")).toBeNull();
    const dutch = await screens.open(`/nl/vacancies/${id}`, { tenant: "public" });
    expect(dutch.screen.getByRole("heading", { level: 1 }).textContent).toBe(ENGLISH.title);
  });

  it("has its English title on the bank's card on /en, found by an English word", async () => {
    await vacancy("public", {
      ...ENGLISH,
      title: "Fietsmaatje voor de zorgboerderij",
      titleEn: "Cycling buddy for the care farm",
    });
    const { screen } = await screens.open("/en/vacancies/search?q=cycle", { tenant: "public" });
    const titles = screen.getAllByTestId("search-result-title");
    expect(titles.map((title) => title.textContent)).toContain("Cycling buddy for the care farm");
    const dutch = await screens.open("/en/vacancies/search?q=zorgboerderij", { tenant: "public" });
    const card = dutch.screen
      .getAllByTestId("search-result-title")
      .find((t) => t.textContent === "Cycling buddy for the care farm");
    expect(langOf(card)).toBe("en");
  });
});

describe("the page title and share texts in the page's language", () => {
  const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute("content");

  it("a vacancy's <title>, description and share title are English on /en where it has English, else Dutch", async () => {
    const { id } = await vacancy("public", ENGLISH);
    const { document } = await screens.open(`/en/vacancies/${id}`, { tenant: "public" });
    expect(document.title).toMatch(/^Walking buddy in the park - /);
    expect(meta(document, 'meta[property="og:title"]')).toBe(ENGLISH.titleEn);
    expect(meta(document, 'meta[name="description"]')).toBe("Every week you go for a walk with a resident.");
    // Search engines read the same words as the page in their structured data.
    const posting = (page: Document) =>
      JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as { title?: string };
    expect(posting(document).title).toBe(ENGLISH.titleEn);
    const dutch = await screens.open(`/nl/vacancies/${id}`, { tenant: "public" });
    expect(dutch.document.title).toMatch(/^Wandelmaatje in het park - /);
    expect(posting(dutch.document).title).toBe("Wandelmaatje in het park");
    const only = await vacancy("public", { title: "Klusjesman in de buurt" });
    const dutchOnly = await screens.open(`/en/vacancies/${only.id}`, { tenant: "public" });
    expect(dutchOnly.document.title).toMatch(/^Klusjesman in de buurt - /);
    expect(meta(dutchOnly.document, 'meta[property="og:title"]')).toBe("Klusjesman in de buurt");
    // A centre that publishes only Dutch keeps its Dutch title on /en, even where an English one is written.
    const oldebroek = await vacancy("oldebroek", ENGLISH);
    const notPublished = await screens.open(`/en/vacancies/${oldebroek.id}`, { tenant: "oldebroek" });
    expect(notPublished.document.title).toMatch(/^Wandelmaatje in het park - /);
  });

  it("a workshop's <title> is its English title on /en", async () => {
    const { document } = await screens.open("/en/workshops", { tenant: "public" });
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="workshop-card"] a')].find((a) =>
      a.textContent?.includes("Introduction for new volunteers"),
    );
    const path = new URL(link?.href ?? "", "http://x").pathname;
    expect((await screens.open(path, { tenant: "public" })).document.title).toMatch(/^Introduction for new volunteers - /);
    const nl = await screens.open(path.replace(/^\/en/, "/nl"), { tenant: "public" });
    expect(nl.document.title).toMatch(/^Kennismaking voor nieuwe vrijwilligers - /);
  });

  it("a form's page is titled by its English title on /en, its Dutch one where it has none", async () => {
    const auth = await demoSessions(screens.app())("content_manager", "public");
    const create = async (attributes: Record<string, unknown>) => {
      const response = await screens.app().request("/api/v1/forms", {
        method: "POST",
        headers: { ...auth, host: hostOf("public"), "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "forms", attributes: { is_open: true, ...attributes } } }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { attributes: { public_token: string } } }).data.attributes.public_token;
    };
    const english = await create({ title: "Aanmelden voor de buurtavond", title_en: "Sign up for the neighbourhood evening" });
    const page = await screens.open(`/en/forms/${english}`, { tenant: "public" });
    expect(page.document.title).toMatch(/^Sign up for the neighbourhood evening - /);
    const dutch = await create({ title: "Alleen in het Nederlands" });
    expect((await screens.open(`/en/forms/${dutch}`, { tenant: "public" })).document.title).toMatch(
      /^Alleen in het Nederlands - /,
    );
  });
});

describe("the demo forms", () => {
  it("are in English too on the tenants that publish English, Dutch-only elsewhere", async () => {
    const formsOf = async (tenant: string) => {
      const auth = await demoSessions(screens.app())("content_manager", tenant);
      const response = await screens.app().request("/api/v1/forms?filter[search]=Aanmelden%20voor%20de%20vrijwilligersavond", {
        headers: { ...auth, host: hostOf(tenant) },
      });
      return ((await response.json()) as { data: { attributes: { title: string; title_en: string | null } }[] }).data;
    };
    const [english] = await formsOf("public");
    expect(english.attributes).toMatchObject({
      title: "Aanmelden voor de vrijwilligersavond",
      title_en: "Sign up for the volunteers' evening",
    });
    const [dutch] = await formsOf("oldebroek");
    expect(dutch.attributes).toMatchObject({ title: "Aanmelden voor de vrijwilligersavond", title_en: null });
  });
});

describe("a vacancy only in Dutch", () => {
  it("shows its Dutch on /en marked lang=nl, with the note", async () => {
    const { id } = await vacancy("public", { title: "Voorlezer in de bibliotheek" });
    const { screen } = await screens.open(`/en/vacancies/${id}`, { tenant: "public" });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Voorlezer in de bibliotheek");
    expect(langOf(heading)).toBe("nl");
    expect(screen.getByTestId("only-in-dutch").textContent).toBe("This text is only available in Dutch.");
  });

  it("is every vacancy of a centre that publishes only Dutch, even one with an English text", async () => {
    const { id } = await vacancy("oldebroek", ENGLISH);
    const { screen } = await screens.open(`/en/vacancies/${id}`, { tenant: "oldebroek" });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(ENGLISH.title);
    expect(langOf(heading)).toBe("nl");
  });
});

describe("workshops and partners", () => {
  it("a workshop is English on /en where the centre wrote it, else Dutch marked as such", async () => {
    const { screen } = await screens.open("/en/workshops", { tenant: "public" });
    const cards = screen.getAllByTestId("workshop-card");
    const english = cards.find((card) => card.textContent?.includes("Introduction for new volunteers"));
    expect(langOf(within(english as HTMLElement).getByRole("heading"))).toBe("en");
    const dutch = cards.find((card) => card.textContent?.includes("Vrijwilligers werven via sociale media"));
    expect(langOf(within(dutch as HTMLElement).getByRole("heading"))).toBe("nl");
    const nl = await screens.open("/nl/workshops", { tenant: "public" });
    expect(nl.screen.getAllByText("Kennismaking voor nieuwe vrijwilligers").length).toBeGreaterThan(0);
  });

  it("partners' texts are English on /en", async () => {
    const { screen } = await screens.open("/en/partners", { tenant: "public" });
    const text = screen.getByText("Businesses whose staff spend a day volunteering.");
    expect(langOf(text)).toBe("en");
    const dutchOnly = await screens.open("/en/partners", { tenant: "oldebroek" });
    const dutch = dutchOnly.screen.getByText("Bedrijven die hun medewerkers een dag vrijwilligerswerk laten doen.");
    expect(langOf(dutch)).toBe("nl");
  });
});

describe("the editors", () => {
  it("a workshop's English tab shows and saves the English texts alone", async () => {
    const { document } = await screens.open("/nl/workshops", { tenant: "public", as: "center_superuser" });
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="workshop-card"] a')].find((a) =>
      a.textContent?.includes("Vrijwilligers werven via sociale media"),
    );
    const path = `${new URL(link?.href ?? "", "http://x").pathname}/edit`;
    const dutch = await screens.open(path, { tenant: "public", as: "center_superuser" });
    expect(dutch.screen.getByTestId("untranslated")).toBeTruthy();
    expect(dutch.document.querySelector('[name="starts_at"]')).not.toBeNull();
    const english = await screens.open(`${path}?taal=en`, { tenant: "public", as: "center_superuser" });
    expect(english.document.querySelector('[name="starts_at"]')).toBeNull();
    expect(english.document.querySelector('[name="title_en"]')?.getAttribute("lang")).toBe("en");
    const saved = await screens.post(
      `${path}?taal=en`,
      { language: "en", title_en: "Recruiting volunteers on social media", description_en: "" },
      { tenant: "public", as: "center_superuser", follow: true },
    );
    expect(saved.screen.getByRole("heading", { level: 1 }).textContent).toBe("Vrijwilligers werven via sociale media");
    const read = await screens.open(path.replace(/^\/nl/, "/en").replace(/\/edit$/, ""), { tenant: "public" });
    const heading = read.screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Recruiting volunteers on social media");
    expect(langOf(heading)).toBe("en");
    // The description stays Dutch: marked, with the note.
    expect(read.screen.getByTestId("only-in-dutch")).toBeTruthy();
  });

  it("a workshop's English tab copies the Dutch into its fields on request, without saving it", async () => {
    const { document } = await screens.open("/nl/workshops", { tenant: "public", as: "center_superuser" });
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="workshop-card"] a')].find((a) =>
      a.textContent?.includes("Vrijwilligers werven via sociale media"),
    );
    const path = `${new URL(link?.href ?? "", "http://x").pathname}/edit?taal=en`;
    const english = await screens.open(path, { tenant: "public", as: "center_superuser" });
    expect(english.screen.getByRole("button", { name: "Kopieer de Nederlandse tekst" })).toBeTruthy();
    const copied = await screens.post(
      path,
      { language: "en", intent: "copy_dutch", title_en: "", description_en: "" },
      { tenant: "public", as: "center_superuser" },
    );
    expect(copied.status).toBe(200);
    expect(copied.document.querySelector<HTMLInputElement>('input[name="title_en"]')?.value).toBe(
      "Vrijwilligers werven via sociale media",
    );
    expect(copied.screen.getByTestId("copied-dutch").textContent).toContain("vertaal hem en sla op");
    // Nothing saved: the English tab does not hold the Dutch title.
    const again = await screens.open(path, { tenant: "public", as: "center_superuser" });
    expect(again.document.querySelector<HTMLInputElement>('input[name="title_en"]')?.value).not.toBe(
      "Vrijwilligers werven via sociale media",
    );
  });

  it("the form builder's English sections copy the Dutch into their fields on request, without saving it", async () => {
    const auth = await demoSessions(screens.app())("content_manager", "public");
    const response = await screens.app().request("/api/v1/forms", {
      method: "POST",
      headers: { ...auth, host: hostOf("public"), "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "forms", attributes: { title: "Vragen over de markt" } } }),
    });
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const path = `/nl/form_builder/${id}/edit`;
    const as = { tenant: "public", as: "content_manager" } as const;
    const copied = await screens.post(
      path,
      [
        ["intent", "form"],
        ["title", "Vragen over de markt"],
        ["description", "Zeg het ons."],
        ["title_en", ""],
        ["intent", "copy_dutch"],
      ],
      as,
    );
    expect(copied.status).toBe(200);
    expect(copied.document.querySelector<HTMLInputElement>('input[name="title_en"]')?.value).toBe("Vragen over de markt");
    expect(copied.document.querySelector<HTMLTextAreaElement>('textarea[name="description_en"]')?.value).toBe("Zeg het ons.");
    expect(copied.screen.getAllByTestId("copied-dutch")).toHaveLength(1);
    const question = await screens.post(
      path,
      [
        ["intent", "question"],
        ["text", "Welke dag?"],
        ["question_type", "radio"],
        ["options", "Zaterdag\nZondag"],
        ["text_en", ""],
        ["intent", "copy_dutch"],
      ],
      as,
    );
    expect(question.document.querySelector<HTMLTextAreaElement>('textarea[name="options_en"]')?.value).toBe("Zaterdag\nZondag");
    const form = await screens.open(path, as);
    expect(form.document.querySelector<HTMLInputElement>('input[name="title_en"]')?.value).toBe("");
    expect(form.screen.getByText(/nog geen vragen/)).toBeTruthy();
  });

  it("the vacancy form has the English section only where the centre publishes English", async () => {
    const { id } = await vacancy("public", ENGLISH);
    const form = await screens.open(`/nl/vacancies/${id}/edit`, { tenant: "public", as: "center_superuser" });
    expect(form.status).toBe(200);
    expect(form.screen.getByTestId("vacancy-english")).toBeTruthy();
    expect(form.document.querySelector<HTMLInputElement>('input[name="title_en"]')?.value).toBe(ENGLISH.titleEn);
    const dutchOnly = await vacancy("oldebroek", ENGLISH);
    const hidden = await screens.open(`/nl/vacancies/${dutchOnly.id}/edit`, { tenant: "oldebroek", as: "center_superuser" });
    expect(hidden.screen.queryByTestId("vacancy-english")).toBeNull();
    expect(hidden.document.querySelector<HTMLInputElement>('input[type="hidden"][name="title_en"]')?.value).toBe(ENGLISH.titleEn);
  });
});

describe("the news feed", () => {
  it("/en/nieuws offers the English feed where the centre publishes English, /nl the Dutch one", async () => {
    const feedOf = async (path: string, tenant: string) =>
      (await screens.open(path, { tenant })).document
        .querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute("href");
    expect(await feedOf("/en/nieuws", "public")).toBe("/feed.xml?lang=en");
    expect(await feedOf("/nl/nieuws", "public")).toBe("/feed.xml");
    expect(await feedOf("/en/nieuws", "oldebroek")).toBe("/feed.xml");
  });
});

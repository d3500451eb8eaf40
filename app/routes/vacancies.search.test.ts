import { describe, expect, it } from "vitest";
import { buildOpenVacancy } from "../../server/modules/vacancies/vacancies.factory";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

const alternates = (document: Document) =>
  [...document.querySelectorAll('head link[rel="alternate"][type^="application/"]')].map(
    (link) => `${link.getAttribute("type")} ${link.getAttribute("href")}`,
  );

describe("the vacancy bank page", () => {
  it("announces its search as a JSON feed and an RSS feed, with the search's own filters", async () => {
    const { status, document } = await screens.open(
      "/nl/vacancies/search?q=tuin&themes=nature-animals&page=2&sort=newest&utm_source=x",
    );
    expect(status).toBe(200);
    expect(alternates(document)).toEqual([
      "application/feed+json /feeds/vacancies.json?q=tuin&themes=nature-animals",
      "application/rss+xml /feeds/vacancies.xml?q=tuin&themes=nature-animals",
    ]);
  });

  it("points an English visitor to the English feed", async () => {
    const { document } = await screens.open("/en/vacancies/search");
    expect(alternates(document)).toEqual([
      "application/feed+json /feeds/vacancies.json?lang=en",
      "application/rss+xml /feeds/vacancies.xml?lang=en",
    ]);
  });
});

// Moved from e2e/vacancy-search.spec.ts: messages the server renders with the results.
describe("the vacancy bank's messages", () => {
  const text = (document: Document, id: string) =>
    (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "").replace(/\s+/g, " ").trim();

  it("names an unknown place in a message, and the rest of the search still runs", async () => {
    // The browser tests' demo bank has this vacancy; the test database's has none.
    await buildOpenVacancy(screens.app().db, "oldebroek", "Voedselbank Oldebroek");
    const { status, document } = await screens.open("/nl/vacancies/search?near=Atlantis&q=voedselbank");
    expect(status).toBe(200);
    expect(text(document, "search-notice")).toContain("Atlantis");
    expect(text(document, "search-results")).toContain("Chauffeur voor de voedselbank");
  });

  for (const [lang, title, hint] of [
    ["nl", "Geen passende resultaten", "Probeer andere zoektermen."],
    [
      "en",
      "No matching results",
      "Looks like we couldn't find any matching results for your search terms. Try other search terms.",
    ],
  ] as const) {
    it(`shows the empty state for a nonsense word (${lang})`, async () => {
      const { status, document } = await screens.open(`/${lang}/vacancies/search?q=xqzzvbnonsens`);
      expect(status).toBe(200);
      expect(text(document, "search-empty")).toContain(title);
      expect(text(document, "search-empty")).toContain(hint);
    });
  }
});

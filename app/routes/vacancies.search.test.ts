import { describe, expect, it } from "vitest";
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

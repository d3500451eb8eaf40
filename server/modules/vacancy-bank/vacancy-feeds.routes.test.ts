import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { createVacancy } from "../vacancies/vacancy-writes.service";
import { createSearchData } from "./vacancy-search.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
});
afterAll(() => t.close());

const HOST = "demo.localhost:3000";
const ORIGIN = `http://${HOST}`;
const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers: { host: HOST, ...headers } });

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  date_published: string;
  tags?: string[];
  authors: { name: string }[];
}

async function jsonFeed(query = "") {
  const response = await get(`/feeds/vacancies.json${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
  return (await response.json()) as {
    version: string;
    title: string;
    home_page_url: string;
    feed_url: string;
    items: JsonFeedItem[];
  };
}

/** The RSS as an XML document; a document that is not well-formed has a parsererror. */
async function rss(query = "") {
  const response = await get(`/feeds/vacancies.xml${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const document = new new Window().DOMParser().parseFromString(await response.text(), "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const visibleTitles = () => [data.v1, data.v2, data.v3, data.v4, data.v5].map((v) => v.title).sort();

describe("GET /feeds/vacancies.json", () => {
  it("is a JSON Feed 1.1 of the centre's open vacancies, newest first, each linking to its page", async () => {
    const feed = await jsonFeed();
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.feed_url).toBe(`${ORIGIN}/feeds/vacancies.json`);
    expect(feed.home_page_url).toBe(`${ORIGIN}/nl/vacancies/search`);
    expect(feed.items.map((item) => item.title).sort()).toEqual(visibleTitles());
    const dates = feed.items.map((item) => item.date_published);
    expect([...dates].sort().reverse()).toEqual(dates);
    const chauffeur = feed.items.find((item) => item.title === data.v1.title);
    expect(chauffeur).toMatchObject({
      id: `${ORIGIN}/nl/vacancies/${data.v1.id}`,
      url: `${ORIGIN}/nl/vacancies/${data.v1.id}`,
      authors: [{ name: "Voedselbank Demostad" }],
      tags: ["Zorg en welzijn", "Vervoer"],
    });
    // Drafts, expired vacancies and those of organizations that are not approved stay out.
    expect(JSON.stringify(feed)).not.toMatch(/Concept voedselbank|nieuwe club|oude club/i);
  });

  it("filters with the bank page's own parameters and speaks English with ?lang=en", async () => {
    const feed = await jsonFeed("?themes=care-welfare&lang=en");
    expect(feed.items.map((item) => item.title).sort()).toEqual([data.v1.title, data.v5.title].sort());
    expect(feed.title).toBe(`${data.center.name}: vacancies`);
    expect(feed.home_page_url).toBe(`${ORIGIN}/en/vacancies/search?themes=care-welfare`);
    expect(feed.items[0].url).toMatch(new RegExp(`^${ORIGIN}/en/vacancies/\\d+$`));
    expect(feed.items.find((item) => item.title === data.v1.title)?.tags).toEqual(["Care and welfare", "Transport"]);
  });

  it("gives one organization's vacancies, titled with its name, and a 404 for one visitors may not see", async () => {
    const feed = await jsonFeed(`?organization_id=${data.school.id}`);
    expect(feed.title).toBe("Basisschool De Linde: vacatures");
    expect(feed.home_page_url).toBe(`${ORIGIN}/nl/organizations/${data.school.id}`);
    expect(feed.items.map((item) => item.title).sort()).toEqual([data.v3.title, data.v4.title].sort());
    const pending = await createOrganization(t.db, "demo", { centerId: data.center.id, name: "Wachtclub", type: "NonProfit" });
    expect((await get(`/feeds/vacancies.json?organization_id=${pending.id}`)).status).toBe(404);
    expect((await get("/feeds/vacancies.json?organization_id=999999")).status).toBe(404);
  });

  it("refuses a filter value it cannot read with a 400 naming the parameter", async () => {
    const response = await get("/feeds/vacancies.json?themes=nonsense");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { source: { parameter: string } }[] };
    expect(body.errors[0].source.parameter).toBe("themes");
  });

  it("answers 304 to a reader that has it already, and is not offered on a host that is not ours", async () => {
    const first = await get("/feeds/vacancies.json");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    const again = await get("/feeds/vacancies.json", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await t.request("/feeds/vacancies.json", { headers: { host: "evil.example" } })).status).toBe(404);
  });
});

describe("a kept feed", () => {
  it("shows a vacancy published after it was built at once", async () => {
    const before = await jsonFeed("?q=kerstmarkt");
    expect(before.items).toEqual([]);
    await createVacancy(t.db, "demo", {
      centerId: data.center.id,
      organizationId: data.foodBank.id,
      title: "Kerstmarkt opbouwen",
      description: "<p>Kramen neerzetten.</p>",
      vacancyType: "volunteering",
      status: "published",
    });
    const after = await jsonFeed("?q=kerstmarkt");
    expect(after.items.map((item) => item.title)).toEqual(["Kerstmarkt opbouwen"]);
  });
});

describe("GET /feeds/vacancies.xml", () => {
  it("is well-formed RSS 2.0 with a link to itself and the same items as the JSON feed", async () => {
    const document = await rss("?q=voedselbank");
    const channel = document.getElementsByTagName("channel")[0];
    expect(channel.getElementsByTagName("language")[0].textContent).toBe("nl");
    expect(channel.getElementsByTagName("atom:link")[0].getAttribute("href")).toBe(`${ORIGIN}/feeds/vacancies.xml?q=voedselbank`);
    const items = [...document.getElementsByTagName("item")];
    const titles = items.map((item) => item.getElementsByTagName("title")[0].textContent);
    const json = await jsonFeed("?q=voedselbank");
    expect(titles).toEqual(json.items.map((item) => item.title));
    expect(titles).toContain(data.v1.title);
    for (const item of items) {
      expect(new Date(item.getElementsByTagName("pubDate")[0].textContent ?? "").getTime()).not.toBeNaN();
      expect(item.getElementsByTagName("guid")[0].textContent).toBe(item.getElementsByTagName("link")[0].textContent);
    }
  });
});

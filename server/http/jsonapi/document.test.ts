import { describe, expect, it } from "vitest";
import { jsonApiViolations } from "../../test/jsonapi-schema";
import { type ResourceDefinition, toResourceDocument } from "./document";

interface Person {
  id: number;
  fullName: string;
  emailAddress: string;
}
interface Article {
  id: number;
  title: string;
  wordCount: number;
  author?: Person | null;
  reviewers?: Person[];
}

const people: ResourceDefinition<Person> = {
  type: "people",
  id: (p) => p.id,
  attributes: (p) => ({ fullName: p.fullName, emailAddress: p.emailAddress }),
  selfLink: (p) => `/api/v1/people/${p.id}`,
};

const articles: ResourceDefinition<Article> = {
  type: "articles",
  id: (a) => a.id,
  attributes: (a) => ({ title: a.title, wordCount: a.wordCount }),
  relationships: {
    author: { definition: () => people, get: (a) => a.author, link: (a) => `/api/v1/articles/${a.id}/author` },
    reviewers: { definition: () => people, get: (a) => a.reviewers },
  },
  selfLink: (a) => `/api/v1/articles/${a.id}`,
};

const anna: Person = { id: 1, fullName: "Anna de Vries", emailAddress: "anna@example.nl" };
const bert: Person = { id: 2, fullName: "Bert Jansen", emailAddress: "bert@example.nl" };

describe("toResourceDocument", () => {
  it("sends attributes in snake_case with string ids, a self link and the version", () => {
    const document = toResourceDocument(people, anna);
    expect(document).toEqual({
      jsonapi: { version: "1.1" },
      data: {
        type: "people",
        id: "1",
        attributes: { full_name: "Anna de Vries", email_address: "anna@example.nl" },
        links: { self: "/api/v1/people/1" },
      },
    });
    expect(jsonApiViolations(document)).toEqual([]);
  });

  it("gives relationship data only for what was loaded, and links where defined", () => {
    const notLoaded = toResourceDocument(articles, { id: 5, title: "Nieuws", wordCount: 300 });
    const data = notLoaded.data as { relationships: Record<string, unknown> };
    expect(data.relationships).toEqual({ author: { links: { related: "/api/v1/articles/5/author" } } });

    const loaded = toResourceDocument(articles, {
      id: 5,
      title: "Nieuws",
      wordCount: 300,
      author: null,
      reviewers: [anna, bert],
    });
    expect((loaded.data as { relationships: unknown }).relationships).toEqual({
      author: { links: { related: "/api/v1/articles/5/author" }, data: null },
      reviewers: {
        data: [
          { type: "people", id: "1" },
          { type: "people", id: "2" },
        ],
      },
    });
    expect(loaded.included).toBeUndefined();
    expect(jsonApiViolations(notLoaded)).toEqual([]);
    expect(jsonApiViolations(loaded)).toEqual([]);
  });

  it("includes requested relationships once, however often they are referenced", () => {
    const list = [
      { id: 1, title: "Een", wordCount: 10, author: anna, reviewers: [bert, anna] },
      { id: 2, title: "Twee", wordCount: 20, author: anna, reviewers: [bert] },
    ];
    const document = toResourceDocument(articles, list, { include: new Set(["author", "reviewers"]) });
    expect(document.included?.map((r) => `${r.type}:${r.id}`)).toEqual(["people:1", "people:2"]);
    expect(document.included?.[0].attributes).toEqual({ full_name: "Anna de Vries", email_address: "anna@example.nl" });
    expect(jsonApiViolations(document)).toEqual([]);
  });

  it("includes only what was asked for", () => {
    const document = toResourceDocument(
      articles,
      { id: 1, title: "Een", wordCount: 10, author: anna, reviewers: [bert] },
      { include: new Set(["author"]) },
    );
    expect(document.included?.map((r) => r.id)).toEqual(["1"]);
  });

  it("applies sparse fieldsets per type, to primary and included resources", () => {
    const document = toResourceDocument(
      articles,
      { id: 1, title: "Een", wordCount: 10, author: anna },
      { include: new Set(["author"]), fields: { articles: new Set(["title"]), people: new Set(["fullName"]) } },
    );
    expect((document.data as { attributes: unknown }).attributes).toEqual({ title: "Een" });
    expect(document.included?.[0].attributes).toEqual({ full_name: "Anna de Vries" });
  });

  it("sends meta in snake_case (nested too) and links as given", () => {
    const document = toResourceDocument(people, [anna, bert], {
      meta: { totalCount: 2, appContext: "meedoen", features: { personToPerson: true } },
      links: { self: "/api/v1/people?page[number]=1", next: null },
    });
    expect(document.meta).toEqual({ total_count: 2, app_context: "meedoen", features: { person_to_person: true } });
    expect(document.links).toEqual({ self: "/api/v1/people?page[number]=1", next: null });
    expect(jsonApiViolations(document)).toEqual([]);
  });

  it("adds counts and first, prev, next and last links for a list page, keeping the other parameters", () => {
    const params = new URLSearchParams("filter[q]=a b&sort=-name&page[number]=2&page[size]=2");
    const document = toResourceDocument(people, [anna, bert], {
      list: { path: "/api/v1/people", params, number: 2, size: 2, total: 5 },
      meta: { extra: 1 },
    });
    const link = (n: number) => `/api/v1/people?filter%5Bq%5D=a+b&sort=-name&page%5Bnumber%5D=${n}&page%5Bsize%5D=2`;
    expect(document.links).toEqual({ self: link(2), first: link(1), prev: link(1), next: link(3), last: link(3) });
    expect(document.meta).toEqual({ total: 5, pages: 3, page: 2, extra: 1 });
    expect(jsonApiViolations(document)).toEqual([]);
  });

  it("sends an empty collection and a null resource as valid documents", () => {
    const empty = toResourceDocument(people, []);
    const none = toResourceDocument(people, null);
    expect(empty.data).toEqual([]);
    expect(none.data).toBeNull();
    expect(jsonApiViolations(empty)).toEqual([]);
    expect(jsonApiViolations(none)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  activeFilters,
  canonicalHref,
  cleanParams,
  hrefOf,
  isDeepSearch,
  pageParamOf,
  pageWindow,
  toApiParams,
  withoutParams,
  withoutValue,
  withPage,
} from "./vacancy-search";

const p = (text: string) => new URLSearchParams(text);

describe("the search page's query", () => {
  it("keeps only its own names, joins repeated keys and drops blanks and page 1", () => {
    expect(cleanParams(p("utm_source=x&tags=once&tags=free&q=&page=1&q=tuin")).toString()).toBe("q=tuin&tags=once%2Cfree");
  });

  it("drops settings that mean nothing alone: radius and distance without a place, relevance without words", () => {
    expect(cleanParams(p("radius_km=10&sort=distance")).toString()).toBe("");
    expect(cleanParams(p("sort=relevance")).toString()).toBe("");
    expect(cleanParams(p("near=8091&radius_km=5&sort=distance")).toString()).toBe("near=8091&radius_km=5&sort=distance");
  });

  it("becomes the API's query: filter[name], sort and page[number], with the page size", () => {
    expect(Object.fromEntries(toApiParams(p("q=tuin&tags=once&tags=free&page=3&sort=newest"), 20))).toEqual({
      "filter[q]": "tuin",
      "filter[tags]": "once,free",
      sort: "newest",
      "page[number]": "3",
      "page[size]": "20",
    });
  });

  it("names a refused API parameter the page's way", () => {
    expect(pageParamOf("filter[near]")).toBe("near");
    expect(pageParamOf("page[number]")).toBe("page");
    expect(pageParamOf("sort")).toBe("sort");
  });

  it("leaves refused parameters out, with what depended on them, and starts on page 1 again", () => {
    expect(withoutParams(p("q=tuin&near=zzz&radius_km=5&sort=distance&page=4"), ["near"]).toString()).toBe("q=tuin");
  });

  it("removes one value of a list filter and keeps the others", () => {
    expect(withoutValue(p("tags=once,free&page=2"), "tags", "free").toString()).toBe("tags=once");
  });

  it("makes a chip per value, each removing only itself; the radius is no chip", () => {
    const chips = activeFilters(p("q=tuin&tags=once,free&near=8091&radius_km=5"));
    expect(chips.map((c) => `${c.name}=${c.value}`)).toEqual(["q=tuin", "tags=once", "tags=free", "near=8091"]);
    expect(chips[2].remove.toString()).toBe("q=tuin&tags=once&near=8091&radius_km=5");
    expect(chips[3].remove.toString()).toBe("q=tuin&tags=once%2Cfree");
  });

  it("links pages, page 1 without a number", () => {
    expect(hrefOf("/nl/vacancies/search", withPage(p("q=tuin"), 2))).toBe("/nl/vacancies/search?q=tuin&page=2");
    expect(hrefOf("/nl/vacancies/search", withPage(p("page=3"), 1))).toBe("/nl/vacancies/search");
  });

  it("shows the first, the last and the pages around the current one, with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12]);
  });

  it("has a canonical address without noise, in a fixed order", () => {
    expect(canonicalHref("https://x.nl", "/nl/vacancies/search", p("fbclid=1&tags=free&q=tuin&page=1"))).toBe(
      "https://x.nl/nl/vacancies/search?q=tuin&tags=free",
    );
  });

  it("calls many combined filters or far pages deep", () => {
    expect(isDeepSearch(p("q=tuin&tags=once"))).toBe(false);
    expect(isDeepSearch(p("q=tuin&tags=once,free"))).toBe(true);
    expect(isDeepSearch(p("page=11"))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { listHref, readListState, toApiQuery } from "./list-query";

describe("the vacancy list's address", () => {
  it("reads the filters and drops what it does not know", () => {
    const state = readListState(
      new URLSearchParams("status=draft&type=activity&organization=12&language=without_english&q= tuin &sort=title&page=3"),
    );
    expect(state).toEqual({
      status: "draft",
      type: "activity",
      organization: "12",
      language: "without_english",
      q: "tuin",
      sort: "title",
      page: 3,
    });
    const bad = readListState(new URLSearchParams("status=deleted&type=x&organization=1;drop&language=fr&sort=evil&page=-2"));
    expect(bad).toEqual({ status: null, type: null, organization: null, language: null, q: "", sort: "-created_at", page: 1 });
  });

  it("asks the API with its filter names", () => {
    const query = toApiQuery(readListState(new URLSearchParams("status=published&q=hond&page=2")));
    expect(query.filter).toEqual({
      status_eq: "published",
      vacancy_type_eq: undefined,
      organization_id_eq: undefined,
      title_cont: "hond",
      without_english: undefined,
    });
    expect(toApiQuery(readListState(new URLSearchParams("language=without_english"))).filter).toMatchObject({
      without_english: "true",
    });
    expect(query.page).toEqual({ number: 2, size: 25 });
    expect(query.sort).toEqual(["-created_at"]);
  });

  it("goes back to page one when a filter changes, and keeps the rest", () => {
    const state = readListState(new URLSearchParams("q=hond&page=4&sort=title"));
    expect(listHref(state, { status: "draft" })).toBe("?status=draft&q=hond&sort=title");
    expect(listHref(state, { page: 5 })).toBe("?q=hond&sort=title&page=5");
    expect(listHref(state, { language: "without_english" })).toBe("?language=without_english&q=hond&sort=title");
    expect(listHref(readListState(new URLSearchParams()), {})).toBe("?");
  });
});
